import type { TKpi, TUsersAccuracy } from '@kampa/contracts/dashboard/dashboard';
import { clsx } from 'clsx';
import { ArrowDownRight, ArrowRight, ArrowUpRight, Info } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_SURFACE } from '@/components/ui/card';
import { FOCUS_RING } from '@/components/ui/button';
import { FittingNumber } from '@/components/ui/fitting-number';
import { Tooltip } from '@/components/ui/tooltip';
import { formatMetric } from '@/lib/format-metric';
import { describeKpiChange } from '@/lib/kpi-change';
import { METRICS, type AnyMetric } from '@/features/dashboards/lib/metrics';
import { useFormat } from '@/lib/format';

// What each metric means: a chunk of its own, with its words, after the numbers.
const MetricHelp = lazy(() =>
  import('./metric-help').then((module) => ({ default: module.MetricHelp })),
);

/** Labels that name a metric otherwise, and what their (i) explains (Search Console's own). */
const LABEL_TOPICS: Record<string, 'searchImpressions' | 'searchClicks'> = {
  'dashboards.search.impressions': 'searchImpressions',
  'dashboards.search.clicks': 'searchClicks',
  'dashboards.overview.searchClicks': 'searchClicks',
};

const TONE_CLASSES = {
  good: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  bad: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-300',
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
} as const;

const DIRECTION_ICONS = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;

const DIRECTION_KEYS = {
  up: 'dashboards.kpi.up',
  down: 'dashboards.kpi.down',
  flat: 'dashboards.kpi.flat',
} as const;

export type KpiCardProps = {
  metric: AnyMetric;
  kpi: TKpi;
  currency: string | null;
  /** Distinct users: whether each number is Google's exact count or an estimate. */
  accuracy?: { value: TUsersAccuracy | null; previous: TUsersAccuracy | null };
  /** Shown instead of the change when the KPI's source is not connected. */
  note?: string;
  /** The label's key when this screen names the metric otherwise (Search Console's impressions). */
  label?: string;
  /** When the screen's chart can draw this metric: whether it does, and how to make it. */
  trend?: { isShown: boolean; show: () => void } | undefined;
};

/**
 * One headline number with its change against the comparison; estimates marked as such. Its (i)
 * says what the metric means; where the chart can draw it, the whole card is a toggle button
 * (named by the label) that draws it.
 */
export const KpiCard = ({ metric, kpi, currency, accuracy, note, label, trend }: KpiCardProps) => {
  const { t } = useTranslation();
  const { language } = useFormat();
  const def = METRICS[metric];
  const options = { language, currency };
  const change = describeKpiChange(kpi, def.polarity, language);
  const isEstimate = accuracy?.value === 'estimate';
  const previous = formatMetric(kpi.previous, def.kind, options);
  const previousText =
    accuracy?.previous === 'estimate' ? t('dashboards.kpi.approx', { value: previous }) : previous;
  const Icon = change.kind === 'change' ? DIRECTION_ICONS[change.direction] : null;
  const name = t(label ?? def.label);
  return (
    <div
      className={clsx(
        CARD_SURFACE,
        'relative min-w-0 p-3.5 sm:p-4',
        trend?.isShown && 'ring-2 ring-indigo-500/70 dark:ring-indigo-400/70',
      )}
      data-testid={`kpi-${metric}`}
    >
      <dt className="flex items-center gap-1.5 text-sm font-medium text-slate-600 dark:text-slate-400">
        {trend ? (
          <button
            type="button"
            aria-pressed={trend.isShown}
            onClick={trend.show}
            title={t('dashboards.kpi.showTrend')}
            data-testid={`kpi-${metric}-trend`}
            className={clsx(
              'min-w-0 break-words rounded text-left after:absolute after:inset-0 after:rounded-xl hover:text-indigo-700 dark:hover:text-indigo-300',
              FOCUS_RING,
            )}
          >
            {name}
          </button>
        ) : (
          <span className="min-w-0 break-words">{name}</span>
        )}
        <Suspense fallback={<span className="size-5 shrink-0" />}>
          <MetricHelp topic={(label ? LABEL_TOPICS[label] : undefined) ?? metric} label={name} />
        </Suspense>
        {isEstimate ? (
          <Tooltip content={t('dashboards.kpi.estimateHint')} side="top">
            <button
              type="button"
              data-testid={`kpi-${metric}-estimate`}
              className={clsx(
                'relative inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200',
                FOCUS_RING,
              )}
            >
              {t('dashboards.kpi.estimate')}
              <Info aria-hidden="true" className="size-3" />
            </button>
          </Tooltip>
        ) : null}
      </dt>
      <dd
        className="mt-1 text-lg font-semibold text-slate-900 tabular-nums min-[400px]:text-xl sm:text-2xl dark:text-white"
        data-testid={`kpi-${metric}-value`}
      >
        <FittingNumber
          full={formatMetric(kpi.value, def.kind, options)}
          compact={formatMetric(kpi.value, def.kind, { ...options, isCompact: true })}
          prefix={isEstimate ? '≈\u202f' : ''}
        />
      </dd>
      <dd className="mt-2 flex min-h-6 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        {note ? <span>{note}</span> : null}
        {change.kind === 'change' && Icon ? (
          <span
            className={clsx(
              'inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 font-medium tabular-nums',
              TONE_CLASSES[change.tone],
            )}
            data-testid={`kpi-${metric}-change`}
            data-tone={change.tone}
          >
            <Icon aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t(DIRECTION_KEYS[change.direction])} </span>
            {change.text}
          </span>
        ) : null}
        {change.kind === 'new' ? (
          <span className={clsx('rounded-full px-1.5 py-0.5 font-medium', TONE_CLASSES.neutral)}>
            {t('dashboards.kpi.new')}
          </span>
        ) : null}
        {change.kind !== 'none' ? (
          <span className="tabular-nums">
            {t('dashboards.kpi.previous', { value: previousText })}
          </span>
        ) : null}
      </dd>
    </div>
  );
};
