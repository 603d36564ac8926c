import { describe, expect, it } from 'vitest';
import { scoreAlerts } from './score';

describe('scoreAlerts', () => {
  it('counts alerts on or just after labelled days as true, the rest as false alarms', () => {
    const score = scoreAlerts({
      alertDays: ['2026-03-02', '2026-03-06', '2026-03-10', '2026-03-20'],
      labels: [
        { id: 'drop', days: { from: '2026-03-02', to: '2026-03-02' } },
        { id: 'outage', days: { from: '2026-03-04', to: '2026-03-05' } },
        { id: 'missed', days: { from: '2026-03-15', to: '2026-03-15' } },
      ],
    });
    expect(score).toMatchObject({
      labelled: 3,
      detected: 2,
      alerts: 4,
      trueAlerts: 2,
      falseAlarms: ['2026-03-10', '2026-03-20'],
    });
    expect(score.recall).toBeCloseTo(2 / 3, 9);
    expect(score.precision).toBe(0.5);
  });

  it('lists false alarms by day, whatever order the alerts came in', () => {
    const score = scoreAlerts({
      alertDays: ['2026-03-20', '2026-03-02', '2026-03-10'],
      labels: [{ id: 'drop', days: { from: '2026-03-02', to: '2026-03-02' } }],
    });
    expect(score.falseAlarms).toEqual(['2026-03-10', '2026-03-20']);
  });

  it('counts a day before the label or past the slack as a false alarm', () => {
    const label = { id: 'drop', days: { from: '2026-03-05', to: '2026-03-05' } };
    expect(scoreAlerts({ alertDays: ['2026-03-04', '2026-03-07'], labels: [label] })).toMatchObject(
      {
        detected: 0,
        trueAlerts: 0,
        falseAlarms: ['2026-03-04', '2026-03-07'],
        recall: 0,
        precision: 0,
      },
    );
    expect(scoreAlerts({ alertDays: ['2026-03-07'], labels: [label], slackDays: 2 })).toMatchObject(
      { detected: 1, trueAlerts: 1 },
    );
  });

  it('is perfect on nothing', () => {
    expect(scoreAlerts({ alertDays: [], labels: [] })).toMatchObject({ recall: 1, precision: 1 });
  });
});
