import type { TTargetProgress } from '@kampa/contracts/targets/target';
import { isAtMostTarget, PRORATED_TARGET_METRICS } from '@kampa/contracts/targets/target-metrics';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatPercent } from '@/lib/format';
import { formatMetric } from '@/lib/format-metric';
import { METRIC_KINDS } from '@/lib/metric-kinds';

const STATUS_TEXT = {
  on_track: 'budgets.targets.status.on_track',
  behind: 'budgets.targets.status.behind',
  no_data: 'budgets.targets.status.no_data',
} as const;

const STATUS_BADGE: Record<TTargetProgress['status'], string> = {
  on_track: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  behind: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  no_data: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/**
 * One target: the number so far against it, with its status. A total shows how much of the
 * month's target is done (a bar) and what the days gone by ask for; a ratio shows the target it
 * must stay under (CPA) or reach (ROAS).
 */
export const TargetRow = ({ target }: { target: TTargetProgress }) => {
  const { t, i18n } = useTranslation();
  const options = { language: i18n.language, currency: target.currency };
  const format = (value: number | null) =>
    value === null ? '—' : formatMetric(value, METRIC_KINDS[target.metric], options);
  const metric = t(`dashboards.metric.${target.metric}`);
  const isProrated = PRORATED_TARGET_METRICS.has(target.metric);
  return (
    <li className="py-3 first:pt-0 last:pb-0" data-testid={`target-${target.metric}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-medium text-slate-900 dark:text-white">{metric}</h3>
        <span
          className={clsx(
            'rounded-full px-2 py-0.5 text-xs font-medium',
            STATUS_BADGE[target.status],
          )}
          data-testid="target-status"
        >
          {t(STATUS_TEXT[target.status])}
        </span>
      </div>
      <p
        className="mt-1 text-sm text-slate-900 tabular-nums dark:text-white"
        data-testid="target-actual"
      >
        {isProrated
          ? t('budgets.targets.ofTarget', {
              actual: format(target.actual),
              target: format(target.value),
            })
          : format(target.actual)}
      </p>
      {isProrated ? (
        <>
          <ProgressBar
            className="mt-2"
            size="sm"
            value={target.actual === null ? 0 : target.actual / target.value}
            label={t('budgets.targets.progress', {
              metric,
              percent: formatPercent((target.actual ?? 0) / target.value, i18n.language, 0),
            })}
          />
          <p className="mt-1 text-xs text-slate-600 tabular-nums dark:text-slate-400">
            {t('budgets.targets.expected', { expected: format(target.expected) })}
          </p>
        </>
      ) : (
        <p className="mt-1 text-xs text-slate-600 tabular-nums dark:text-slate-400">
          {t(isAtMostTarget(target.metric) ? 'budgets.targets.atMost' : 'budgets.targets.atLeast', {
            target: format(target.value),
          })}
        </p>
      )}
    </li>
  );
};
