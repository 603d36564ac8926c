import type { TInboxAlert } from '@kampa/contracts/alerts/list-inbox';
import { describe, expect, it } from 'vitest';
import {
  filtersOf,
  groupAlerts,
  hasSharedProjects,
  projectsOfWorkspace,
  validateInboxSearch,
  withWorkspace,
} from './inbox-search';

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

  it('keeps a workspace uid or `shared` and drops anything else', () => {
    expect(validateInboxSearch({ workspace: uid('w') })).toEqual({ workspace: uid('w') });
    expect(validateInboxSearch({ workspace: 'shared' })).toEqual({ workspace: 'shared' });
    for (const workspace of ['SHARED', 'shared ', 'x', uid('w') + 'w', '', 1, ['shared']]) {
      expect(validateInboxSearch({ workspace })).toEqual({});
    }
  });

  it('sends the filters without the grouping to the API, the workspace among them', () => {
    expect(filtersOf({ severity: 'info', group: 'rule' })).toEqual({ severity: 'info' });
    expect(filtersOf({ workspace: 'shared', group: 'rule' })).toEqual({ workspace: 'shared' });
  });

  it('drops the project when another workspace is chosen, keeping the other filters', () => {
    const search = {
      workspace: uid('w'),
      project: uid('a'),
      status: 'open',
      group: 'rule',
    } as const;
    expect(withWorkspace(search, 'shared')).toEqual({
      workspace: 'shared',
      status: 'open',
      group: 'rule',
    });
    expect(withWorkspace(search, undefined)).toEqual({ status: 'open', group: 'rule' });
  });
});

describe("the project filter's projects", () => {
  const projects = [
    { uid: uid('a'), workspaceUid: uid('w') },
    { uid: uid('b'), workspaceUid: uid('v') },
    { uid: uid('c'), workspaceUid: uid('z') },
  ];
  const own = [uid('w'), uid('v')];
  const uidsOf = (list: readonly { uid: string }[]) => list.map((project) => project.uid);

  it("offers all projects, one workspace's, or those of workspaces one is no member of", () => {
    expect(uidsOf(projectsOfWorkspace(projects, undefined, own))).toEqual(uidsOf(projects));
    expect(uidsOf(projectsOfWorkspace(projects, uid('v'), own))).toEqual([uid('b')]);
    expect(uidsOf(projectsOfWorkspace(projects, 'shared', own))).toEqual([uid('c')]);
    expect(projectsOfWorkspace(projects, uid('q'), own)).toEqual([]);
  });

  it("calls no project shared before one's workspaces are known", () => {
    expect(projectsOfWorkspace(projects, 'shared', [])).toEqual([]);
    expect(hasSharedProjects(projects, [])).toBe(false);
    expect(hasSharedProjects(projects, own)).toBe(true);
    expect(hasSharedProjects(projects.slice(0, 2), own)).toBe(false);
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
