import { useBudgets } from '@/features/budgets/api/budgets';
import { AdsDashboardPage } from '@/features/dashboards/components/ads-dashboard-page';
import type { DashboardPageProps } from '@/features/dashboards/components/dashboard-frame';
import type { AdsTrendMetric } from '@/features/dashboards/lib/metrics';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { isProjectUid } from '@/lib/project-uid';
import { useLazyModule } from '@/lib/use-lazy-module';
import { loadPacingCard } from './budget-cards';
import { useCanConnect } from './can-connect';

/**
 * `/project/{id}/ads`: the Ads dashboard with the budgets' pacing beside it, or the way to connect
 * an Ads account (a chunk of its own, as each dashboard screen).
 */
export const AdsScreen = (props: DashboardPageProps<AdsTrendMetric>) => {
  const canEdit = useCanConnect(props.projectUid);
  const isWellFormed = isProjectUid(props.projectUid);
  // The same query the card reads (one request): the numbers wait for it, so the card does not
  // push them down when it arrives. The card's code is waited for too (a failed load shows the
  // numbers without the card).
  const budgets = useBudgets(useSignedInUid(), props.projectUid, isWellFormed);
  const pacing = useLazyModule(loadPacingCard);
  return (
    <AdsDashboardPage
      {...props}
      canConnect={canEdit}
      isAsidePending={
        isWellFormed && ((budgets.isPending && !budgets.isError) || pacing.state === 'loading')
      }
      aside={
        pacing.state === 'loaded' ? (
          <pacing.module.PacingCard projectUid={props.projectUid} canEdit={canEdit} />
        ) : null
      }
    />
  );
};
