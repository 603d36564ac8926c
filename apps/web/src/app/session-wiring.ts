import {
  setTermsRequiredListener,
  setTokenProvider,
  setUnauthorizedListener,
} from '@/lib/api-client';
import { getIdToken, setSessionEndedListener } from '@/lib/auth/auth-store';
import { handleSessionEnded, handleUnauthorized } from '@/lib/auth/session';
import { signalTermsRequired } from '@/lib/auth/terms-signal';

/**
 * Connects the API client to the session, once, before the first render (`main.tsx`): every
 * request carries the signed-in user's ID token; a 401 signs them out with the reason; a 403
 * `tos_not_accepted` makes the terms gate look again; Firebase ending a session on its own is said
 * aloud. Nothing here depends on which screens or menus happen to be loaded.
 */
export const wireSession = () => {
  setTokenProvider(getIdToken);
  setUnauthorizedListener(handleUnauthorized);
  setTermsRequiredListener(signalTermsRequired);
  setSessionEndedListener(handleSessionEnded);
};
