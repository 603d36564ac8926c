import { describe, expect, it } from 'vitest';
import {
  canDoOnProject,
  canInviteRole,
  invitableRoles,
  PROJECT_ACTIONS,
  type ProjectAction,
  type ProjectRole,
} from './permissions';

describe('project permissions', () => {
  it.each([
    ['owner', 'view', true],
    ['owner', 'edit', true],
    ['owner', 'delete', true],
    ['editor', 'view', true],
    ['editor', 'edit', true],
    ['editor', 'delete', false],
    ['viewer', 'view', true],
    ['viewer', 'edit', false],
    ['viewer', 'delete', false],
    ['owner', 'invite', true],
    ['editor', 'invite', true],
    ['viewer', 'invite', false],
    ['owner', 'manage_members', true],
    ['editor', 'manage_members', false],
    ['viewer', 'manage_members', false],
  ] as const)('%s may %s: %s', (role, action, expected) => {
    expect(canDoOnProject(role, action)).toBe(expected);
  });

  it('covers every role and action, and a higher role may do all a lower one may', () => {
    const may = (role: ProjectRole) =>
      PROJECT_ACTIONS.filter((action: ProjectAction) => canDoOnProject(role, action));
    expect(may('owner')).toEqual([...PROJECT_ACTIONS]);
    expect(may('editor')).toEqual(['view', 'edit', 'invite']);
    expect(may('viewer')).toEqual(['view']);
  });

  it('lets a non-member do nothing', () => {
    for (const action of PROJECT_ACTIONS) expect(canDoOnProject(null, action)).toBe(false);
  });

  it.each([
    ['owner', 'owner', true],
    ['owner', 'editor', true],
    ['owner', 'viewer', true],
    ['editor', 'owner', false],
    ['editor', 'editor', false],
    ['editor', 'viewer', true],
    ['viewer', 'owner', false],
    ['viewer', 'editor', false],
    ['viewer', 'viewer', false],
  ] as const)('%s may invite as %s: %s', (role, invited, expected) => {
    expect(canInviteRole(role, invited)).toBe(expected);
  });

  // Was apps/web/src/features/team/lib/roles.test.ts: the web offers exactly these.
  it('lets owners invite any role, editors viewers, viewers nobody', () => {
    expect(invitableRoles('owner')).toEqual(['owner', 'editor', 'viewer']);
    expect(invitableRoles('editor')).toEqual(['viewer']);
    expect(invitableRoles('viewer')).toEqual([]);
    expect(invitableRoles(null)).toEqual([]);
  });
});
