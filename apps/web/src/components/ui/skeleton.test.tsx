import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardSkeleton, ChartSkeleton, PageSkeleton, TableSkeleton } from './skeleton';

describe('skeletons', () => {
  it.each([
    ['card', <CardSkeleton key="card" />],
    ['table', <TableSkeleton key="table" />],
    ['chart', <ChartSkeleton key="chart" />],
    ['page', <PageSkeleton key="page" />],
  ])('the %s placeholder is one busy status announcing loading', (name, element) => {
    render(element);
    const status = screen.getByTestId(`${name}-skeleton`);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading…');
  });

  it('stops pulsing when the user prefers reduced motion', () => {
    const { container } = render(<CardSkeleton />);
    for (const block of container.querySelectorAll('.animate-pulse')) {
      expect(block).toHaveClass('motion-reduce:animate-none');
    }
  });
});
