import type { TAlert, TLikelyCause } from '@kampa/contracts/monitoring/alert';
import type { TRuleCondition, TRuleTarget } from '@kampa/contracts/monitoring/rule';
import type { TFunction } from 'i18next';
import { eventTitle } from '@/lib/event-title';
import { formatMetric } from '@/lib/format-metric';
import { isKnownMetric, METRIC_KINDS } from '@/lib/metric-kinds';

/** Key prefixes whose children are chosen at run time (metric names, condition texts). */
const METRIC = 'monitoring.metric';
const CONDITION = 'monitoring.condition';

export const metricLabel = (t: TFunction, metric: string) => t(`${METRIC}.${metric}`);

type Formatter = { language: string; percent: (value: number) => string };

/**
 * A metric's value as the dashboards show it (counts whole, money whole from 100 up, rates as
 * percent), without a currency sign: an alert does not carry its source's currency.
 */
export const formatMetricValue = (metric: string, value: number | null, format: Formatter) =>
  formatMetric(value, isKnownMetric(metric) ? METRIC_KINDS[metric] : 'decimal', {
    language: format.language,
    currency: null,
  });

/** A change as a signed percentage: +11.1 %, −5.2 %. */
const signedPercent = (change: number, format: Formatter) =>
  `${change > 0 ? '+' : change < 0 ? '−' : ''}${format.percent(Math.abs(change))}`;

/** What a rule watches: "Sessions", "Sessions · Paid Search" or "Budget “Monthly media”". */
export const targetText = (
  t: TFunction,
  target: TRuleTarget,
  /** Campaign names by id (the synced ones); an unknown campaign shows its id. */
  campaignNames: ReadonlyMap<string, string> = new Map(),
  /** Budget names by id (the project's); without one a budget is named generically. */
  budgetNames: ReadonlyMap<string, string> = new Map(),
) => {
  if (target.source === 'budget') {
    const name = budgetNames.get(target.budgetId);
    return name === undefined
      ? t('monitoring.target.budget')
      : t('monitoring.target.budgetNamed', { name });
  }
  if (target.source === 'search_console') {
    return t('monitoring.target.search', { metric: metricLabel(t, target.metric) });
  }
  const metric = metricLabel(t, target.metric);
  const dimension =
    target.source === 'analytics'
      ? target.channel
      : target.campaignId && (campaignNames.get(target.campaignId) ?? target.campaignId);
  return dimension ? `${metric} · ${dimension}` : metric;
};

/**
 * An alert's value against its baseline in words: a budget's projected or spent cost against its
 * amount, any other metric's value against its baseline.
 */
export const alertValueText = (
  t: TFunction,
  alert: Pick<TAlert, 'target' | 'condition' | 'value' | 'baseline'>,
  format: Formatter,
) => {
  const values = {
    value: formatMetricValue(alert.target.metric, alert.value, format),
    baseline: formatMetricValue(alert.target.metric, alert.baseline, format),
  };
  if (alert.condition.type === 'pacing') return t('monitoring.alerts.projectedValue', values);
  if (alert.condition.type === 'budget_spent') return t('monitoring.alerts.spentValue', values);
  return t('monitoring.alerts.value', values);
};

/** The condition in words: "below 10", "down 30 % against the same weekday last week"… */
export const conditionText = (
  t: TFunction,
  metric: string,
  condition: TRuleCondition,
  format: Formatter,
) => {
  switch (condition.type) {
    case 'threshold':
      return t(`${CONDITION}.${condition.direction}`, {
        value: formatMetricValue(metric, condition.value, format),
      });
    case 'change':
      return t(`${CONDITION}.change_${condition.direction}`, {
        percent: condition.percent,
        against: t(`${CONDITION}.${condition.against}`),
      });
    case 'anomaly':
      return t(`${CONDITION}.anomaly_${condition.direction}`, {
        sensitivity: t(`${CONDITION}.${condition.sensitivity}`),
      });
    case 'pacing': {
      const values = { day: condition.fromCycleDay };
      return condition.direction === 'over'
        ? t('monitoring.condition.pacing_over', values)
        : condition.direction === 'under'
          ? t('monitoring.condition.pacing_under', values)
          : t('monitoring.condition.pacing_either', values);
    }
    case 'budget_spent':
      return t('monitoring.condition.budget_spent', { percent: condition.percent });
  }
};

/** A likely cause in words. */
export const causeText = (t: TFunction, metric: string, cause: TLikelyCause, format: Formatter) =>
  cause.kind === 'event'
    ? t('monitoring.cause.event', {
        kind: t(`events.kind.${cause.eventKind}`),
        title: eventTitle(cause.event, t, (value) => formatMetricValue('cost', value, format)),
      })
    : t('monitoring.cause.breakdown', {
        value: cause.value,
        change: cause.change === null ? '—' : signedPercent(cause.change, format),
        now: formatMetricValue(metric, cause.valueNow, format),
        before: formatMetricValue(metric, cause.valueBefore, format),
      });

/** The dashboard a breach is shown on, two weeks either side. */
export const chartLinkOf = (alert: TAlert, shift: (date: string, days: number) => string) => ({
  to:
    alert.target.source === 'search_console'
      ? ('/project/$projectId/search' as const)
      : alert.target.source !== 'analytics'
        ? ('/project/$projectId/ads' as const)
        : ('/project/$projectId/analytics' as const),
  search: { from: shift(alert.date, -14), to: shift(alert.date, 14) },
});
