import { describe, expect, it } from 'vitest';
import { invitableRoles } from './roles';

describe('invitable roles', () => {
  it('lets owners invite any role, editors viewers, viewers nobody', () => {
    expect(invitableRoles('owner')).toEqual(['owner', 'editor', 'viewer']);
    expect(invitableRoles('editor')).toEqual(['viewer']);
    expect(invitableRoles('viewer')).toEqual([]);
  });
});
