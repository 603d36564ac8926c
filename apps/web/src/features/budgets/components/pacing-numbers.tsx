import type { TBudget, TPacing } from '@kampa/contracts/budgets/budget';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDate, formatDateRange, formatPercent } from '@/lib/format';
import { PacingBar } from './pacing-bar';

const STATUS_TEXT = {
  under: 'budgets.status.under',
  on_track: 'budgets.status.on_track',
  over: 'budgets.status.over',
} as const;

const STATUS_BADGE: Record<TPacing['status'], string> = {
  under: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  on_track: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  over: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
};

const PHASE_TEXT = {
  upcoming: 'budgets.phase.upcoming',
  running: 'budgets.phase.running',
  ended: 'budgets.phase.ended',
} as const;

const Fact = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <div>
    <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
    <dd className="font-semibold text-slate-900 tabular-nums dark:text-white" data-testid={testId}>
      {value}
    </dd>
  </div>
);

/** A budget's pacing in words and numbers, with the bar. */
export const PacingNumbers = ({
  budget,
  pacing,
  currency,
}: {
  budget: TBudget;
  pacing: TPacing;
  currency: string;
}) => {
  const { t, i18n } = useTranslation();
  const money = (value: number) =>
    formatCurrency(value, currency, i18n.language, { maximumFractionDigits: 0 });
  const date = (value: string) =>
    formatDate(value, i18n.language, { day: 'numeric', month: 'long' });
  return (
    <div className="mt-1">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <span
          data-testid="pacing-status"
          className={clsx(
            'rounded-full px-2 py-0.5 text-xs font-medium',
            STATUS_BADGE[pacing.status],
          )}
        >
          {t(STATUS_TEXT[pacing.status])}
        </span>
        <span>
          {t(PHASE_TEXT[pacing.phase], {
            range: formatDateRange(pacing.cycle.from, pacing.cycle.to, i18n.language),
            elapsed: pacing.daysElapsed,
            total: pacing.daysTotal,
          })}
        </span>
        <span>
          {budget.campaignIds.length === 0
            ? t('budgets.card.wholeAccount')
            : t('budgets.card.campaigns', { count: budget.campaignIds.length })}
        </span>
      </p>
      <PacingBar budget={budget} pacing={pacing} />
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Fact
          label={t('budgets.card.budget')}
          value={money(budget.amount)}
          testId="pacing-budget"
        />
        <Fact
          label={t('budgets.card.spent')}
          value={`${money(pacing.spent)} (${formatPercent(pacing.spent / budget.amount, i18n.language, 0)})`}
          testId="pacing-spent"
        />
        <Fact
          label={t('budgets.card.expected')}
          value={money(pacing.expected)}
          testId="pacing-expected"
        />
        <Fact
          label={t('budgets.card.projected')}
          value={money(pacing.projected)}
          testId="pacing-projected"
        />
        <Fact
          label={t('budgets.card.range')}
          value={`${money(pacing.projectedLow)} – ${money(pacing.projectedHigh)}`}
          testId="pacing-range"
        />
        <Fact
          label={t('budgets.card.neededDaily')}
          value={pacing.neededDaily === null ? '—' : money(pacing.neededDaily)}
          testId="pacing-needed"
        />
      </dl>
      <ul className="mt-3 space-y-1 text-xs text-slate-600 dark:text-slate-400">
        {pacing.phase === 'running' ? (
          <li>{t('budgets.notes.today', { amount: money(pacing.spentToday) })}</li>
        ) : null}
        {pacing.unsettledFrom ? (
          <li>{t('budgets.notes.unsettled', { date: date(pacing.unsettledFrom) })}</li>
        ) : null}
        {pacing.missingDays > 0 ? (
          <li role="note">
            {pacing.dataTo
              ? t('budgets.notes.missing', { count: pacing.missingDays, date: date(pacing.dataTo) })
              : t('budgets.notes.nothingStored')}
          </li>
        ) : null}
        {budget.feePercent !== null ? (
          <li>
            {t('budgets.notes.fee', {
              percent: formatPercent(budget.feePercent / 100, i18n.language, 2),
              amount: money(pacing.spent * (1 + budget.feePercent / 100)),
            })}
          </li>
        ) : null}
        <li>
          {t('budgets.notes.how', { tolerance: formatPercent(pacing.tolerance, i18n.language, 0) })}
        </li>
      </ul>
    </div>
  );
};
