import { describe, expect, it } from 'vitest';
import { PROJECT_ROLES } from '../project/project-constants';
import {
  canDoInWorkspace,
  canDoOnWorkspaceProject,
  effectiveProjectRole,
  WORKSPACE_ACTIONS,
  WORKSPACE_ROLES,
  type WorkspaceRole,
} from './permissions';

describe('workspace permissions', () => {
  it('gives each role its actions, and a higher role all a lower one has', () => {
    const may = (role: WorkspaceRole | null) =>
      WORKSPACE_ACTIONS.filter((action) => canDoInWorkspace(role, action));
    expect(may('owner')).toEqual([...WORKSPACE_ACTIONS]);
    expect(may('manager')).toEqual(['view', 'create_project', 'edit_settings']);
    expect(may('member')).toEqual(['view']);
    expect(may(null)).toEqual([]);
  });

  it('is this table: the effective project role for every workspace role × project role', () => {
    const table = Object.fromEntries(
      [...WORKSPACE_ROLES, null].map((workspaceRole) => [
        String(workspaceRole),
        [...PROJECT_ROLES, null].map((projectRole) =>
          String(effectiveProjectRole(workspaceRole, projectRole)),
        ),
      ]),
    );
    // Columns: project role owner, editor, viewer, none.
    expect(table).toEqual({
      owner: ['owner', 'owner', 'owner', 'owner'],
      manager: ['owner', 'editor', 'editor', 'editor'],
      member: ['owner', 'editor', 'viewer', 'null'],
      null: ['owner', 'editor', 'viewer', 'null'],
    });
  });

  it('lets a member without the project do nothing on it, and a manager edit but not delete', () => {
    expect(canDoOnWorkspaceProject({ workspaceRole: 'member', projectRole: null }, 'view')).toBe(
      false,
    );
    expect(canDoOnWorkspaceProject({ workspaceRole: 'manager', projectRole: null }, 'edit')).toBe(
      true,
    );
    expect(canDoOnWorkspaceProject({ workspaceRole: 'manager', projectRole: null }, 'delete')).toBe(
      false,
    );
    expect(canDoOnWorkspaceProject({ workspaceRole: 'owner', projectRole: null }, 'delete')).toBe(
      true,
    );
  });
});
