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
    // Word for word what a project that does not exist answers (project/service.ts): a stranger
    // cannot tell the two apart.
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'not_found',
      message: 'Project not found',
    });
  });

  it('tells a member without the right role that it is forbidden', () => {
    // The web shows its "not allowed" message by this code (project-errors.ts, team-errors.ts).
    expect(() => assertCanDoOnProject('viewer', 'edit')).toThrow(
      expect.objectContaining({
        statusCode: 403,
        code: 'forbidden',
        message: 'Your role (viewer) may not edit this project',
      }),
    );
  });

  it('lets a member with the right role through', () => {
    expect(() => assertCanDoOnProject('owner', 'delete')).not.toThrow();
    expect(() => assertCanDoOnProject('editor', 'edit')).not.toThrow();
  });
});
