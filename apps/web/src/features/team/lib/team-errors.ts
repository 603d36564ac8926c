import { isApiError } from '@/lib/api-client';

/** The message key for a refused team change (the API's code), or a general one. */
export const teamErrorKey = (error: unknown): string => {
  if (isApiError(error, 'last_owner')) return 'membership.errors.lastOwner';
  if (isApiError(error, 'access_through_workspace')) return 'membership.errors.throughWorkspace';
  if (isApiError(error, 'workspace_not_empty')) return 'membership.errors.workspaceNotEmpty';
  if (isApiError(error, 'personal_workspace')) return 'membership.errors.personalWorkspace';
  if (isApiError(error, 'already_member')) return 'membership.errors.alreadyMember';
  if (isApiError(error, 'forbidden')) return 'membership.errors.forbidden';
  if (isApiError(error, 'validation_failed')) return 'membership.errors.invalidEmail';
  if (isApiError(error, 'not_found')) return 'membership.errors.gone';
  return 'membership.errors.generic';
};
