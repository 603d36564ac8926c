import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorView } from './error-view';

describe('ErrorView', () => {
  it('says "Something went wrong!" and toggles the error with Show/Hide Error', async () => {
    const user = userEvent.setup();
    render(<ErrorView error={new Error('Cannot read properties of undefined')} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
    expect(screen.queryByText('Cannot read properties of undefined')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText('Cannot read properties of undefined')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide Error' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Hide Error' }));
    expect(screen.queryByText('Cannot read properties of undefined')).not.toBeInTheDocument();
  });
});
