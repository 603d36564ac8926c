import { useConnectOutcome } from '@/features/connections/hooks/use-connect-outcome';
import { ConnectOutcomeNotice } from './connect-outcome-notice';

/**
 * For screens Google's consent may end on besides the connect flows (the project list, when the
 * consent could not be traced to a project): its outcome, if the address carries one.
 */
export const ConnectOutcomeBanner = () => {
  const { outcome, dismiss } = useConnectOutcome();
  return outcome ? <ConnectOutcomeNotice outcome={outcome.outcome} onDismiss={dismiss} /> : null;
};
