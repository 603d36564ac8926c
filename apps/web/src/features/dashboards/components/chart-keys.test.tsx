import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { ChartKeys, nextIndex } from './chart-keys';

describe('the chart’s keys', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });

  it('start at the newest bucket and walk one bucket at a time, never past either end', () => {
    expect(nextIndex('ArrowLeft', null, 5)).toBe(4);
    expect(nextIndex('ArrowLeft', 3, 5)).toBe(2);
    expect(nextIndex('ArrowLeft', 0, 5)).toBe(0);
    expect(nextIndex('ArrowRight', 4, 5)).toBe(4);
    expect(nextIndex('Home', 3, 5)).toBe(0);
    expect(nextIndex('End', 0, 5)).toBe(4);
    expect(nextIndex('Enter', 2, 5)).toBeNull();
    expect(nextIndex('ArrowLeft', null, 0)).toBeNull();
  });

  const points = [1, 2, 3].map((day) => ({
    from: `2026-03-0${day}`,
    to: `2026-03-0${day}`,
    days: 1,
    value: day * 100,
    previous: null,
  }));

  it('move the cursor on focus and with the arrows, say the numbers, and leave on blur', async () => {
    const Harness = () => {
      const [index, setIndex] = useState<number | null>(null);
      return (
        <>
          <ChartKeys
            index={index}
            count={3}
            point={index === null ? undefined : points[index]}
            formatValue={(value) => `${value ?? '–'} sessions`}
            onMove={setIndex}
            onLeave={() => setIndex(null)}
          />
          <button type="button">after</button>
        </>
      );
    };
    render(<Harness />);
    const user = userEvent.setup();
    await user.tab();
    const group = screen.getByRole('group', { name: /arrow keys/ });
    expect(group).toHaveFocus();
    expect(group).toHaveTextContent('Tue, 3 March 2026: 300 sessions');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(group).toHaveTextContent('Sun, 1 March 2026: 100 sessions');
    await user.keyboard('{End}');
    expect(group).toHaveTextContent('300 sessions');
    await user.tab();
    expect(group).toHaveTextContent('');
  });
});
