import {
  PORTFOLIO_METRICS,
  type TPortfolioProject,
} from '@kampa/contracts/portfolio/get-portfolio';
import { useTranslation } from 'react-i18next';
import { FittingNumber } from '@/components/ui/fitting-number';
import { formatMetric } from '@/lib/format-metric';
import { useFormat } from '@/lib/format';
import {
  currencyOf,
  isMetricConnected,
  PORTFOLIO_METRIC_DEFS,
} from '@/features/projects/lib/portfolio-metrics';
import { KpiChangeBadge } from './kpi-change-badge';
import { Sparkline } from './sparkline';

/** The trend's words for screen readers: what it draws and its first and last values. */
const useTrendLabel = (entry: TPortfolioProject) => {
  const { t } = useTranslation();
  const { language } = useFormat();
  const trend = entry.trend;
  if (!trend || trend.values.length === 0) return '';
  const def = PORTFOLIO_METRIC_DEFS[trend.metric];
  const options = { language, currency: currencyOf(entry, trend.metric) };
  return t('projects.portfolio.trendLabel', {
    metric: t(def.label),
    first: formatMetric(trend.values[0] ?? null, def.kind, options),
    last: formatMetric(trend.values.at(-1) ?? null, def.kind, options),
  });
};

/**
 * A card's numbers: the KPIs of its connected sources with their change, and the trend. A project
 * with no source yet says how to start instead.
 */
export const PortfolioNumbers = ({ entry }: { entry: TPortfolioProject }) => {
  const { t } = useTranslation();
  const { language } = useFormat();
  const trendLabel = useTrendLabel(entry);
  const metrics = PORTFOLIO_METRICS.filter((metric) => isMetricConnected(entry, metric));
  if (metrics.length === 0) {
    return (
      <p data-testid="project-setup" className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        {t('projects.portfolio.setup')}
      </p>
    );
  }
  return (
    <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">
      <dl className="grid grid-cols-2 gap-x-3 gap-y-3 min-[400px]:grid-cols-3">
        {metrics.map((metric) => {
          const def = PORTFOLIO_METRIC_DEFS[metric];
          const kpi = entry.kpis[metric];
          const options = { language, currency: currencyOf(entry, metric) };
          return (
            <div key={metric} className="min-w-0" data-testid={`card-kpi-${metric}`}>
              <dt className="text-xs font-medium wrap-anywhere text-slate-600 dark:text-slate-400">
                {t(def.label)}
              </dt>
              <dd
                className="mt-0.5 text-sm font-semibold text-slate-900 tabular-nums dark:text-white"
                data-testid={`card-kpi-${metric}-value`}
              >
                <FittingNumber
                  full={formatMetric(kpi.value, def.kind, options)}
                  compact={formatMetric(kpi.value, def.kind, { ...options, isCompact: true })}
                />
              </dd>
              <dd className="mt-0.5 min-h-5">
                <KpiChangeBadge
                  kpi={kpi}
                  polarity={def.polarity}
                  testId={`card-kpi-${metric}-change`}
                />
              </dd>
            </div>
          );
        })}
      </dl>
      {entry.trend ? (
        <div className="mt-3">
          <Sparkline values={entry.trend.values} label={trendLabel} />
        </div>
      ) : null}
    </div>
  );
};
