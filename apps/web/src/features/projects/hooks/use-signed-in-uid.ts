import { useAuthState } from '@/features/auth/auth-store';

/** The signed-in user's uid. Project pages render only inside the auth gate, so it is set there. */
export const useSignedInUid = (): string => {
  const auth = useAuthState();
  return auth.status === 'signed-in' ? auth.user.uid : '';
};
