import type { TInboxAlert } from '@kampa/contracts/alerts/list-inbox';
import { describe, expect, it } from 'vitest';
import { filtersOf, groupAlerts, validateInboxSearch } from './inbox-search';

const uid = (letter: string) => letter.repeat(21);

const alert = (id: string, project: string, ruleName: string) =>
  ({ id, ruleName, project: { uid: uid(project), name: `Project ${project}` } }) as TInboxAlert;

describe("the inbox's search params", () => {
  it('keeps valid filters and drops malformed ones and the defaults', () => {
    expect(
      validateInboxSearch({
        project: uid('a'),
        severity: 'critical',
        status: 'snoozed',
        source: 'ads',
        group: 'rule',
      }),
    ).toEqual({
      project: uid('a'),
      severity: 'critical',
      status: 'snoozed',
      source: 'ads',
      group: 'rule',
    });
    expect(
      validateInboxSearch({
        project: 'x',
        severity: 'urgent',
        status: 'active',
        source: 1,
        group: 'project',
      }),
    ).toEqual({});
  });

  it('sends the filters without the grouping to the API', () => {
    expect(filtersOf({ severity: 'info', group: 'rule' })).toEqual({ severity: 'info' });
  });
});

describe('grouping alerts', () => {
  const alerts = [
    alert('1', 'a', 'Spend'),
    alert('2', 'b', 'Tracking'),
    alert('3', 'a', 'Tracking'),
  ];

  it('groups by project, the newest group first, keeping the order inside', () => {
    expect(
      groupAlerts(alerts, 'project').map((group) => [group.title, group.alerts.map((a) => a.id)]),
    ).toEqual([
      ['Project a', ['1', '3']],
      ['Project b', ['2']],
    ]);
  });

  it('groups by rule name across projects', () => {
    expect(
      groupAlerts(alerts, 'rule').map((group) => [group.key, group.alerts.map((a) => a.id)]),
    ).toEqual([
      ['Spend', ['1']],
      ['Tracking', ['2', '3']],
    ]);
  });
});
