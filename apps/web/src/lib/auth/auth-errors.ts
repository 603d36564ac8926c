/**
 * The Firebase identity error codes a user can meet, and what they read for each. Keys are
 * literal so the i18n check sees them.
 */
export const AUTH_ERROR_MESSAGE_KEYS = {
  'auth/popup-blocked': 'auth.errors.popupBlocked',
  'auth/popup-closed-by-user': 'auth.errors.popupClosed',
  'auth/cancelled-popup-request': 'auth.errors.popupCancelled',
  'auth/unauthorized-domain': 'auth.errors.unauthorizedDomain',
  'auth/network-request-failed': 'auth.errors.network',
  'auth/internal-error': 'auth.errors.internal',
  'auth/user-mismatch': 'auth.errors.userMismatch',
  'auth/invalid-api-key': 'auth.errors.invalidApiKey',
  'auth/operation-not-supported-in-this-environment': 'auth.errors.unsupportedEnvironment',
  'auth/email-already-in-use': 'auth.errors.emailInUse',
  'auth/wrong-password': 'auth.errors.wrongPassword',
  'auth/user-not-found': 'auth.errors.userNotFound',
  'auth/invalid-credential': 'auth.errors.invalidCredential',
  'auth/too-many-requests': 'auth.errors.tooManyRequests',
  'auth/user-disabled': 'auth.errors.userDisabled',
  'auth/requires-recent-login': 'auth.errors.requiresRecentLogin',
  'auth/expired-action-code': 'auth.errors.expiredActionCode',
  'auth/user-token-expired': 'auth.errors.userTokenExpired',
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGE_KEYS;
export type AuthErrorMessageKey =
  (typeof AUTH_ERROR_MESSAGE_KEYS)[AuthErrorCode] | 'auth.errors.unknown';

export const getAuthErrorCode = (error: unknown): string | null => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
};

/** The translation key for a Firebase error; unknown codes get a generic message. */
export const authErrorMessageKey = (error: unknown): AuthErrorMessageKey => {
  const code = getAuthErrorCode(error);
  return code && code in AUTH_ERROR_MESSAGE_KEYS
    ? AUTH_ERROR_MESSAGE_KEYS[code as AuthErrorCode]
    : 'auth.errors.unknown';
};

/** Errors after which the session is over: the user is signed out and told why. */
export const isSessionEndingError = (error: unknown): boolean => {
  const code = getAuthErrorCode(error);
  return code === 'auth/user-disabled' || code === 'auth/user-token-expired';
};
