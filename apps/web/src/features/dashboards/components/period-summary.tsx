import type { TPeriod } from '@kampa/contracts/dashboard/period';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

/**
 * The days the numbers are for, as the API resolved them in the source's time zone, and the days
 * they are compared with. Keeps its line while loading so nothing below it moves.
 */
export const PeriodSummary = ({ period }: { period: TPeriod | null }) => {
  const { t } = useTranslation();
  const format = useFormat();
  // Two lines kept on phones (where it wraps), one on wider screens: nothing below moves.
  if (!period) return <p className="min-h-10 sm:min-h-5" aria-hidden="true" />;
  const range = format.dateRange(period.range.from, period.range.to);
  const compared = period.compareRange
    ? format.dateRange(period.compareRange.from, period.compareRange.to)
    : null;
  return (
    <p
      className="min-h-10 text-sm text-slate-600 sm:min-h-5 dark:text-slate-400"
      data-testid="period-summary"
    >
      <span className="font-medium whitespace-nowrap text-slate-900 dark:text-slate-100">
        {range}
      </span>
      {compared ? (
        <>
          {' · '}
          {t('dashboards.period.comparedWith')}{' '}
          <span className="whitespace-nowrap">{compared}</span>
        </>
      ) : null}
      {period.granularity === 'week' ? (
        <>
          {' · '}
          {t('dashboards.period.byWeek')}
        </>
      ) : null}
    </p>
  );
};
