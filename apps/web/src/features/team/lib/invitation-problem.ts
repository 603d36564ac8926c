import { isApiError } from '@/lib/api-client';

/** Why an invitation link (to a project or a workspace) cannot be used, as the API said. */
export const invitationProblemKey = (error: unknown): string => {
  if (isApiError(error, 'invite_expired')) return 'membership.accept.expired';
  if (isApiError(error, 'invite_email_mismatch')) return 'membership.accept.otherAddress';
  if (isApiError(error, 'not_found') || isApiError(error, 'validation_failed')) {
    return 'membership.accept.invalid';
  }
  return 'membership.accept.error';
};

/** An invitation token as links carry it: anything else is not asked about. */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;
