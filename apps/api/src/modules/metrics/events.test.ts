import { describe, expect, it } from 'vitest';
import { changeDetail } from './events';

describe('campaign change details', () => {
  it('reads the daily budget in the currency and the status', () => {
    expect(changeDetail('budget_changed', { campaignBudget: { amountMicros: '1500000000' } })).toBe(
      1500,
    );
    expect(changeDetail('paused', { campaign: { status: 'PAUSED' } })).toBe('PAUSED');
    expect(changeDetail('enabled', {})).toBeNull();
    expect(changeDetail('bid_changed', { campaign: { status: 'ENABLED' } })).toBeNull();
    expect(changeDetail('budget_changed', null)).toBeNull();
  });
});
