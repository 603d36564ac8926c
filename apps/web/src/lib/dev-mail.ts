import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const getDevMailContract = () =>
  import('@kampa/contracts/dev/get-dev-mail').then((module) => module.getDevMailContract);

/** How often the local inbox looks for new mail while it is open. */
const INBOX_REFRESH_MS = 5_000;

/**
 * The mail the local SMTP receiver caught (newest first). The API answers 404 when no receiver
 * runs (production, or a real SMTP server configured): the query then fails once, without retries.
 */
export const useDevMail = () =>
  useQuery({
    queryKey: ['dev-mail'],
    queryFn: () => apiRequest(getDevMailContract, {}),
    refetchInterval: (query) => (query.state.status === 'error' ? false : INBOX_REFRESH_MS),
    retry: false,
  });
