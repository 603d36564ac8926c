import type { TChatToolResult } from '@kampa/contracts/chat/chat';
import { describe, expect, it } from 'vitest';
import { cellKindOf } from './card-cells';
import { cardLinkOf } from './card-link';

const SEARCH: TChatToolResult = {
  view: 'search',
  range: { from: '2026-10-01', to: '2026-10-31' },
  compareRange: { from: '2026-08-31', to: '2026-09-30' },
  comparison: 'previous_period',
  currency: null,
  columns: ['clicks', 'previousClicks', 'clicksChange', 'impressions', 'ctr', 'position'],
  rows: [
    {
      label: 'zahradní nábytek',
      cells: { clicks: 1204, previousClicks: 2410, clicksChange: -1206, ctr: 0.03, position: 6.4 },
    },
  ],
  note: null,
};

describe("the search tool's data card", () => {
  it('links to the search screen on the same days', () => {
    expect(cardLinkOf(SEARCH)).toEqual({
      to: '/project/$projectId/search',
      search: { from: '2026-10-01', to: '2026-10-31' },
    });
  });

  it('reads clicks before and their change as counts, CTR as a rate, position with decimals', () => {
    const kind = (column: string) => cellKindOf('search_terms', SEARCH, SEARCH.rows[0]!, column);
    expect(kind('previousClicks')).toBe('count');
    expect(kind('clicksChange')).toBe('count');
    expect(kind('clicks')).toBe('count');
    expect(kind('ctr')).toBe('percent');
    expect(kind('position')).toBe('decimal');
  });
});
