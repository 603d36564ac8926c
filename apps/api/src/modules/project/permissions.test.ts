import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { assertCanDoOnProject, canDoOnProject } from './permissions';

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
  ] as const)('%s may %s: %s', (role, action, expected) => {
    expect(canDoOnProject(role, action)).toBe(expected);
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
