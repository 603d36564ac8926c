import type { TDeleteAccountResponse } from '@kampa/contracts/account/delete-account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';
import { reauthenticateWithGoogle } from '@/lib/auth/auth-store';
import { endSessionAfterDeletion } from '@/lib/auth/session';

const deleteAccountContract = () =>
  import('@kampa/contracts/account/delete-account').then((module) => module.deleteAccountContract);

const send = (confirmEmail: string) =>
  apiRequest(deleteAccountContract, { body: { confirmEmail } });

/**
 * Deletes the account. The API wants a sign-in of the last few minutes (as Firebase does for
 * deleting an account); when it is older, the person confirms it in the Google popup and the
 * request goes again. The API deletes Kampa's data and then the sign-in account; here the session
 * ends with a message and the cached data of the user is dropped.
 */
export const deleteAccountWithRecentSignIn = async (
  confirmEmail: string,
): Promise<TDeleteAccountResponse> => {
  try {
    return await send(confirmEmail);
  } catch (error) {
    if (!isApiError(error, 'requires_recent_login')) throw error;
    await reauthenticateWithGoogle();
    return send(confirmEmail);
  }
};

/** `onDeleted` runs even when the screen is gone by then (it leaves the signed-in pages). */
export const useDeleteAccount = (onDeleted: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (confirmEmail: string) => {
      // Nothing of the user's may still be asking the API when the account is gone.
      await queryClient.cancelQueries();
      return deleteAccountWithRecentSignIn(confirmEmail);
    },
    onSuccess: async () => {
      onDeleted();
      await endSessionAfterDeletion();
      queryClient.clear();
    },
  });
};
