import type { TTargets } from '@kampa/contracts/targets/target';
import { todayIn } from '@kampa/contracts/common/date-range';
import { Pencil, Plus, Target } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { CardSkeleton } from '@/components/ui/skeleton';
import { useTargets } from '@/features/budgets/api/targets';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { formatDate, formatDateRange } from '@/lib/format';
import { isProjectUid } from '@/lib/project-uid';
import { TargetRow } from './target-row';

// The dialog is loaded when it first opens.
const TargetsDialog = lazy(() =>
  import('./targets-dialog').then((module) => ({ default: module.TargetsDialog })),
);

/** The month's name as a title ("listopad 2026", "November 2026"). */
const monthName = (month: string, language: string) =>
  formatDate(`${month}-01`, language, { month: 'long', year: 'numeric' });

/** Which days the numbers cover, and what they may still lack. */
const DaysNotes = ({ data }: { data: TTargets }) => {
  const { t, i18n } = useTranslation();
  const range = data.days ? formatDateRange(data.days.from, data.days.to, i18n.language) : null;
  const partial = data.targets.find(
    (target) => target.status !== 'no_data' && target.daysWithData < data.daysElapsed,
  );
  const unsettled = data.targets
    .map((target) => target.unsettledFrom)
    .filter((date): date is string => date !== null)
    .sort()[0];
  return (
    <div className="mt-4 space-y-1 text-xs text-slate-600 dark:text-slate-400">
      <p>
        {range === null
          ? t('budgets.targets.noDays')
          : t(data.isMonthOver ? 'budgets.targets.daysOver' : 'budgets.targets.days', { range })}
      </p>
      {partial ? (
        <p>
          {t('budgets.targets.partial', {
            metric: t(`dashboards.metric.${partial.metric}`),
            stored: partial.daysWithData,
            days: data.daysElapsed,
          })}
        </p>
      ) : null}
      {unsettled ? (
        <p>{t('budgets.targets.unsettled', { date: formatDate(unsettled, i18n.language) })}</p>
      ) : null}
    </div>
  );
};

/**
 * The month's KPI targets on the overview: each headline number against its target prorated to
 * the days gone by, with its status. Editors set and change them; viewers read.
 */
export const TargetsCard = ({
  projectUid,
  timeZone,
  canEdit,
}: {
  projectUid: string;
  /** The project's time zone: which month is "this month". */
  timeZone: string;
  canEdit: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const month = todayIn(timeZone).slice(0, 7);
  const isWellFormed = isProjectUid(projectUid);
  const targets = useTargets(useSignedInUid(), projectUid, month, isWellFormed);
  const [isEditing, setIsEditing] = useState(false);
  const data = targets.data;
  if (!isWellFormed) return null;
  if (!data && !targets.isError) return <CardSkeleton className="mb-6" />;
  const title = t('budgets.targets.title', { month: monthName(month, i18n.language) });
  return (
    <section aria-labelledby={titleId} className="mb-6" data-testid="targets-card">
      {!data ? (
        <ErrorState
          title={t('budgets.targets.errorTitle')}
          description={t('budgets.targets.errorDescription')}
          retryLabel={t('budgets.targets.retry')}
          onRetry={() => void targets.refetch()}
          isRetrying={targets.isFetching}
        />
      ) : (
        <Card className="p-5">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
              {title}
            </h2>
            {canEdit ? (
              <Button
                variant={data.targets.length > 0 ? 'secondary' : 'primary'}
                size="sm"
                onClick={() => setIsEditing(true)}
                icon={
                  data.targets.length > 0 ? (
                    <Pencil aria-hidden="true" className="size-4" />
                  ) : (
                    <Plus aria-hidden="true" className="size-4" />
                  )
                }
              >
                {t(data.targets.length > 0 ? 'budgets.targets.edit' : 'budgets.targets.set')}
              </Button>
            ) : null}
          </div>
          {data.targets.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              <Target aria-hidden="true" className="size-5 shrink-0" />
              {t(canEdit ? 'budgets.targets.empty' : 'budgets.targets.emptyViewer')}
            </p>
          ) : (
            <>
              <ul className="grid gap-x-8 divide-y divide-slate-200 sm:grid-cols-2 sm:divide-y-0 dark:divide-slate-800">
                {data.targets.map((target) => (
                  <TargetRow key={target.metric} target={target} />
                ))}
              </ul>
              <DaysNotes data={data} />
            </>
          )}
        </Card>
      )}
      {isEditing && data ? (
        <Suspense fallback={null}>
          <TargetsDialog
            projectUid={projectUid}
            data={data}
            title={title}
            onClose={() => setIsEditing(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
};
