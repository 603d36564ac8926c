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

  it('move the cursor on focus and with the arrows, say the numbers, and leave on blur', async () => {
    const Harness = () => {
      const [index, setIndex] = useState<number | null>(null);
      return (
        <>
          <ChartKeys
            index={index}
            count={3}
            spoken={index === null ? '' : `day ${index}`}
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
    expect(group).toHaveTextContent('day 2');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(group).toHaveTextContent('day 0');
    await user.keyboard('{End}');
    expect(group).toHaveTextContent('day 2');
    await user.tab();
    expect(group).toHaveTextContent('');
  });
});
