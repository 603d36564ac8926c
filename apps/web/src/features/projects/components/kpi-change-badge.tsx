import type { TKpi } from '@kampa/contracts/dashboard/dashboard';
import { clsx } from 'clsx';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { describeKpiChange, type Polarity } from '@/lib/kpi-change';
import { useFormat } from '@/lib/format';

const TONE_CLASSES = {
  good: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  bad: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-300',
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
} as const;

const DIRECTION_ICONS = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;
const DIRECTION_KEYS = {
  up: 'projects.portfolio.change.up',
  down: 'projects.portfolio.change.down',
  flat: 'projects.portfolio.change.flat',
} as const;

/** A KPI's change against the comparison: signed percent, green or red by which way is good. */
export const KpiChangeBadge = ({
  kpi,
  polarity,
  testId,
}: {
  kpi: TKpi;
  polarity: Polarity;
  testId?: string;
}) => {
  const { t } = useTranslation();
  const { language } = useFormat();
  const change = describeKpiChange(kpi, polarity, language);
  if (change.kind === 'none') return null;
  if (change.kind === 'new') {
    return (
      <span
        data-testid={testId}
        className={clsx('rounded-full px-1.5 py-0.5 text-xs font-medium', TONE_CLASSES.neutral)}
      >
        {t('projects.portfolio.change.new')}
      </span>
    );
  }
  const Icon = DIRECTION_ICONS[change.direction];
  return (
    <span
      data-testid={testId}
      data-tone={change.tone}
      className={clsx(
        'inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-xs font-medium whitespace-nowrap tabular-nums',
        TONE_CLASSES[change.tone],
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t(DIRECTION_KEYS[change.direction])} </span>
      {change.text}
    </span>
  );
};
