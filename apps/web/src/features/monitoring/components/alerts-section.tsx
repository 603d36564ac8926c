import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { CardSkeleton } from '@/components/ui/skeleton';
import { useAlerts } from '@/features/monitoring/api/alerts';
import { useRuleTargets } from '@/features/monitoring/api/rules';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { AlertCard } from './alert-card';

/** The alerts still to deal with (open, snoozed, acknowledged), newest breach first. */
export const AlertsSection = ({
  projectUid,
  canEdit,
}: {
  projectUid: string;
  canEdit: boolean;
}) => {
  const { t } = useTranslation();
  const uid = useSignedInUid();
  const alerts = useAlerts(uid, projectUid);
  // Budget alerts name their budget (the rules' targets are read for the rule list anyway).
  const targets = useRuleTargets(uid, projectUid);
  const budgetNames = new Map(
    (targets.data?.budgets ?? []).map((budget) => [budget.id, budget.name]),
  );
  const content = () => {
    if (alerts.isPending) return <CardSkeleton />;
    if (alerts.isError) {
      return (
        <ErrorState
          title={t('monitoring.alerts.error')}
          description={t('monitoring.alerts.errorBody')}
          retryLabel={t('monitoring.retry')}
          onRetry={() => void alerts.refetch()}
          isRetrying={alerts.isFetching}
        />
      );
    }
    const active = alerts.data.alerts.filter((alert) => alert.status !== 'resolved');
    if (active.length === 0) {
      return (
        <EmptyState
          icon={<ShieldCheck aria-hidden="true" className="size-6" />}
          title={t('monitoring.alerts.emptyTitle')}
          description={t('monitoring.alerts.emptyBody')}
        />
      );
    }
    return (
      <ul className="space-y-3">
        {active.map((alert) => (
          <li key={alert.id}>
            <AlertCard
              alert={alert}
              projectUid={projectUid}
              canEdit={canEdit}
              budgetNames={budgetNames}
            />
          </li>
        ))}
      </ul>
    );
  };
  return (
    <section aria-labelledby="alerts-heading" className="mt-8" data-testid="alerts-section">
      <h2 id="alerts-heading" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        {t('monitoring.alerts.title')}
      </h2>
      {content()}
    </section>
  );
};
