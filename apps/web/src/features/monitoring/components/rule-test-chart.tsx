import type { TRuleTest } from '@kampa/contracts/monitoring/test-rule';
import { useTranslation } from 'react-i18next';
import { formatMetricValue } from '@/features/monitoring/lib/rule-text';
import { useFormat } from '@/lib/format';

const WIDTH = 600;
const HEIGHT = 140;
const PAD = 8;

/**
 * "Test this rule": the metric over the last 90 days as a line, the days it would have fired as
 * red dots with their date, and the same days as a list for screen readers and small screens.
 */
export const RuleTestChart = ({ test, metric }: { test: TRuleTest; metric: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (!test.isSourceConnected) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('monitoring.test.notConnected')}
      </p>
    );
  }
  const values = test.days.map((day) => day.value ?? 0);
  const max = Math.max(...values, 0);
  const min = Math.min(...values, 0);
  const span = max - min || 1;
  const x = (index: number) =>
    PAD + (index / Math.max(1, test.days.length - 1)) * (WIDTH - 2 * PAD);
  const y = (value: number) => HEIGHT - PAD - ((value - min) / span) * (HEIGHT - 2 * PAD);
  const points = test.days.map((day, index) => `${x(index)},${y(day.value ?? 0)}`).join(' ');
  return (
    <div data-testid="rule-test">
      <p className="text-sm font-medium text-slate-900 dark:text-white" aria-live="polite">
        {t('monitoring.test.result', { count: test.firedDates.length })}
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 h-36 w-full text-indigo-600 dark:text-indigo-300"
        aria-hidden="true"
        preserveAspectRatio="none"
      >
        <polyline
          points={points}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
        {test.days.map((day, index) =>
          day.isFired ? (
            <circle
              key={day.date}
              cx={x(index)}
              cy={y(day.value ?? 0)}
              r="5"
              className="fill-red-600 dark:fill-red-400"
            >
              <title>{day.date}</title>
            </circle>
          ) : null,
        )}
      </svg>
      {test.firedDates.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1.5 text-xs" data-testid="rule-test-days">
          {test.days
            .filter((day) => day.isFired)
            .map((day) => (
              <li
                key={day.date}
                className="rounded-full bg-red-50 px-2 py-0.5 text-red-800 dark:bg-red-500/15 dark:text-red-200"
              >
                {format.date(`${day.date}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}
                {': '}
                {formatMetricValue(metric, day.value, format)}
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  );
};
