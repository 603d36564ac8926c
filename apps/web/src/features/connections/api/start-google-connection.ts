import type { TStartGoogleConnectionRequest } from '@kampa/contracts/connections/start-google-connection';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { leaveFor } from '@/features/connections/lib/leave-for';

const startGoogleConnectionContract = () =>
  import('@kampa/contracts/connections/start-google-connection').then(
    (module) => module.startGoogleConnectionContract,
  );

export const startGoogleConnection = ({
  projectUid,
  body,
}: {
  projectUid: string;
  body: TStartGoogleConnectionRequest;
}) => apiRequest(startGoogleConnectionContract, { params: { projectUid }, body });

/**
 * Starts Google's consent for a project and sends the browser to Google's page; Google sends it
 * back to the screen named by `returnTo` with `?google=<outcome>`.
 */
export const useStartGoogleConnection = () =>
  useMutation({
    mutationFn: startGoogleConnection,
    onSuccess: ({ authorizeUrl }) => leaveFor(authorizeUrl),
  });
