import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeCell } from './breakdown-columns';

describe('a change in a table cell', () => {
  it('colours more sessions as good news and fewer as bad', () => {
    render(
      <>
        <ChangeCell change={0.12} language="en" />
        <ChangeCell change={-0.05} language="en" />
      </>,
    );
    expect(screen.getByText('+12%')).toHaveAttribute('data-tone', 'good');
    expect(screen.getByText('-5%')).toHaveAttribute('data-tone', 'bad');
  });

  it('leaves a cost that rose neutral, as its KPI card does', () => {
    render(<ChangeCell change={0.3} language="en" polarity="neutral" />);
    const cell = screen.getByText('+30%');
    expect(cell).toHaveAttribute('data-tone', 'neutral');
    expect(cell.className).not.toMatch(/emerald|red/);
  });
});
