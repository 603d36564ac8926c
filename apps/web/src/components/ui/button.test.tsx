import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a plain enabled button by default', () => {
    render(<Button>Uložit</Button>);
    const button = screen.getByRole('button', { name: 'Uložit' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('button-spinner')).not.toBeInTheDocument();
  });

  it('while loading is disabled, busy for assistive technology and shows a spinner', () => {
    render(<Button isLoading>Uložit</Button>);
    const button = screen.getByRole('button', { name: 'Uložit' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('button-spinner')).toHaveClass(
      'animate-spin',
      'motion-reduce:animate-none',
    );
  });
});
