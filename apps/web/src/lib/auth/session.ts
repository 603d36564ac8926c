import i18next from 'i18next';
import type { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { authErrorMessageKey, isSessionEndingError } from './auth-errors';
import { signInWithGoogle, signOut } from './auth-store';

let isEnding = false;

/** Signs the user out once, with a message saying why (a disabled account, an expired session). */
export const endSession = async (messageKey: 'auth.session.disabled' | 'auth.session.expired') => {
  if (isEnding) return;
  isEnding = true;
  try {
    await signOut();
    toast.error(i18next.t(messageKey), { id: 'session-ended' });
  } finally {
    isEnding = false;
  }
};

/** The account was deleted: the session ends here, with that message. */
export const endSessionAfterDeletion = async () => {
  await signOut();
  toast.success(i18next.t('auth.session.deleted'), { id: 'session-ended' });
};

/** The API refused the session (401): sign out, saying whether the account is disabled. */
export const handleUnauthorized = (error: Pick<ApiError, 'code'>) => {
  void endSession(
    error.code === 'user_disabled' ? 'auth.session.disabled' : 'auth.session.expired',
  );
};

/** Firebase dropped the session on its own (disabled account, expired token at page load). */
export const handleSessionEnded = () => {
  toast.error(i18next.t('auth.session.ended'), { id: 'session-ended' });
};

/** Opens the Google popup; every failure becomes a translated toast. */
export const signInWithToast = async (): Promise<boolean> => {
  try {
    await signInWithGoogle();
    return true;
  } catch (error) {
    if (isSessionEndingError(error)) {
      await endSession(
        (error as { code?: string }).code === 'auth/user-disabled'
          ? 'auth.session.disabled'
          : 'auth.session.expired',
      );
      return false;
    }
    console.error('Sign-in failed:', error);
    toast.error(i18next.t(authErrorMessageKey(error)), { id: 'sign-in-error' });
    return false;
  }
};
