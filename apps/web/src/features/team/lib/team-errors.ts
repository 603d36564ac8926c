import { isApiError } from '@/lib/api-client';

/** The message key for a refused team change (the API's code), or a general one. */
export const teamErrorKey = (error: unknown): string => {
  if (isApiError(error, 'last_owner')) return 'team.errors.lastOwner';
  if (isApiError(error, 'already_member')) return 'team.errors.alreadyMember';
  if (isApiError(error, 'forbidden')) return 'team.errors.forbidden';
  if (isApiError(error, 'validation_failed')) return 'team.errors.invalidEmail';
  if (isApiError(error, 'not_found')) return 'team.errors.gone';
  return 'team.errors.generic';
};
