import { isApiError } from '@/lib/api-client';
import { getAuthErrorCode } from '@/lib/auth/auth-errors';

export type DeleteErrorKey =
  | 'account.delete.errors.popupClosed'
  | 'account.delete.errors.recentLogin'
  | 'account.delete.errors.google'
  | 'account.delete.errors.confirmation'
  | 'account.delete.errors.partial'
  | 'account.delete.errors.unknown';

/** What the person reads when the deletion did not go through (nothing was deleted unless said). */
export const deleteErrorKey = (error: unknown): DeleteErrorKey => {
  const authCode = getAuthErrorCode(error);
  if (authCode === 'auth/popup-closed-by-user' || authCode === 'auth/cancelled-popup-request') {
    return 'account.delete.errors.popupClosed';
  }
  if (authCode === 'auth/user-mismatch' || isApiError(error, 'requires_recent_login')) {
    return 'account.delete.errors.recentLogin';
  }
  if (isApiError(error, 'google_unavailable')) return 'account.delete.errors.google';
  if (isApiError(error, 'confirmation_mismatch')) return 'account.delete.errors.confirmation';
  if (isApiError(error, 'service_unavailable')) return 'account.delete.errors.partial';
  return 'account.delete.errors.unknown';
};
