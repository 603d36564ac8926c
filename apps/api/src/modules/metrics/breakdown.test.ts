import { describe, expect, it } from 'vitest';
import { assembleBreakdown, type BreakdownPart } from './breakdown';
import { ZERO_GA } from './derived';

const part = (
  value: string | null,
  sessions: number,
  previous: number,
  valueCount = 1,
): BreakdownPart => ({
  value,
  valueCount,
  current: { ...ZERO_GA, sessions, engagedSessions: sessions / 2, totalRevenue: sessions / 10 },
  previous: { ...ZERO_GA, sessions: previous },
});

describe('breakdown tables', () => {
  it('shows the top values, folds the rest into other and totals both', () => {
    const table = assembleBreakdown(
      [
        part('google / cpc', 500, 400),
        part('(direct) / (none)', 300, 350),
        part(null, 200, 100, 42),
      ],
      true,
    );
    expect(table.rows.map((row) => row.value)).toEqual(['google / cpc', '(direct) / (none)']);
    expect(table.other).toMatchObject({ valueCount: 42, values: { sessions: 200 } });
    expect(table.total?.values.sessions).toBe(1000);
    expect(table.total?.previous?.sessions).toBe(850);
    expect(table.total?.values.totalRevenue).toBe(100);
    expect(table.total?.values.engagementRate).toBe(0.5);
    expect(table.valueCount).toBe(44);
  });

  it('has no other row when every value is shown, and no previous without a comparison', () => {
    const table = assembleBreakdown([part('mobile', 10, 5), part('desktop', 5, 5)], false);
    expect(table.other).toBeNull();
    expect(table.rows[0]?.previous).toBeNull();
    expect(table.total?.previous).toBeNull();
  });

  it('derives each row rate from its own sums, null for a value without sessions now', () => {
    const table = assembleBreakdown([part('tablet', 0, 30)], true);
    expect(table.rows[0]?.values.engagementRate).toBeNull();
    expect(table.rows[0]?.previous?.sessions).toBe(30);
  });
});
