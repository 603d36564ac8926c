import { useAuthState } from './auth-store';

/**
 * The signed-in user's uid. Screens under the signed-in layout route render only once someone is
 * signed in, so there it is always set.
 */
export const useSignedInUid = (): string => {
  const auth = useAuthState();
  return auth.status === 'signed-in' ? auth.user.uid : '';
};
