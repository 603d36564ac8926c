import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { assertCanDoOnProject, canDoOnProject, canInviteRole } from './permissions';

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

  it.each([
    ['owner', 'owner', true],
    ['owner', 'editor', true],
    ['owner', 'viewer', true],
    ['editor', 'owner', false],
    ['editor', 'editor', false],
    ['editor', 'viewer', true],
    ['viewer', 'viewer', false],
  ] as const)('%s may invite as %s: %s', (role, invited, expected) => {
    expect(canInviteRole(role, invited)).toBe(expected);
  });

  it('treats a non-member as if the project did not exist', () => {
    expect(canDoOnProject(null, 'view')).toBe(false);
    const error = (() => {
      try {
        assertCanDoOnProject(null, 'view');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('tells a member without the right role that it is forbidden', () => {
    expect(() => assertCanDoOnProject('viewer', 'edit')).toThrow(/may not edit/);
  });
});
