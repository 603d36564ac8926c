import { describe, expect, it } from 'vitest';
import { AdsError } from './ads-errors';
import { parseGaql } from './gaql-parser';

const codeOf = (query: string): string | undefined => {
  try {
    parseGaql(query);
  } catch (error) {
    if (error instanceof AdsError) return error.errors[0]?.errorCode.queryError;
    throw error;
  }
  return undefined;
};

describe('GAQL parser', () => {
  it('parses select, from, where, order by and limit', () => {
    expect(
      parseGaql(`SELECT campaign.id, campaign.name, metrics.cost_micros
        FROM campaign
        WHERE segments.date BETWEEN '2026-01-01' AND '2026-01-31'
          AND campaign.status IN ('ENABLED', 'PAUSED') AND metrics.clicks > 10 AND campaign.name LIKE '%Brand%'
        ORDER BY metrics.cost_micros DESC, campaign.id
        LIMIT 50`),
    ).toEqual({
      select: ['campaign.id', 'campaign.name', 'metrics.cost_micros'],
      from: 'campaign',
      where: [
        { field: 'segments.date', op: 'BETWEEN', values: ['2026-01-01', '2026-01-31'] },
        { field: 'campaign.status', op: 'IN', values: ['ENABLED', 'PAUSED'] },
        { field: 'metrics.clicks', op: '>', values: ['10'] },
        { field: 'campaign.name', op: 'LIKE', values: ['%Brand%'] },
      ],
      orderBy: [
        { field: 'metrics.cost_micros', desc: true },
        { field: 'campaign.id', desc: false },
      ],
      limit: 50,
    });
  });

  it('accepts lower-case keywords, DURING and unquoted enums', () => {
    expect(
      parseGaql(
        'select campaign.id from campaign where segments.date during LAST_7_DAYS and campaign.status = ENABLED',
      ).where,
    ).toEqual([
      { field: 'segments.date', op: 'DURING', values: ['LAST_7_DAYS'] },
      { field: 'campaign.status', op: '=', values: ['ENABLED'] },
    ]);
  });

  it.each([
    ['', 'UNEXPECTED_END_OF_QUERY'],
    ['campaign.id FROM campaign', 'EXPECTED_SELECT'],
    ['SELECT campaign.id campaign', 'EXPECTED_FROM'],
    ['SELECT campaign.id FROM', 'UNEXPECTED_END_OF_QUERY'],
    ['SELECT campaign.id FROM campaign LIMIT -3', 'BAD_LIMIT_VALUE'],
    ['SELECT campaign.id FROM campaign WHERE campaign.id ~ 3', 'UNEXPECTED_INPUT'],
    ["SELECT campaign.id FROM campaign WHERE campaign.name = 'open", 'UNEXPECTED_END_OF_QUERY'],
    ['SELECT campaign.id FROM campaign ORDER campaign.id', 'EXPECTED_BY'],
    ['SELECT campaign.id FROM campaign WHERE segments.date BETWEEN 1 2', 'EXPECTED_AND'],
    ['SELECT campaign.id FROM campaign garbage', 'UNEXPECTED_INPUT'],
  ])('rejects %j with %s', (query, code) => {
    expect(codeOf(query)).toBe(code);
  });
});
