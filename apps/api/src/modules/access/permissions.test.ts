import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { assertCanDoOnProject } from './permissions';

// The role table itself is tested beside it, in packages/contracts/src/project/permissions.test.ts.
describe('the project access check', () => {
  it('treats a non-member as if the project did not exist', () => {
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

  it('lets a member with the right role through', () => {
    expect(() => assertCanDoOnProject('owner', 'delete')).not.toThrow();
    expect(() => assertCanDoOnProject('editor', 'edit')).not.toThrow();
  });
});
