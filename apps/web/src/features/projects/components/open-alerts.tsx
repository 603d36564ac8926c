import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * A project's open alerts, worded as the monitoring badge words them: a red pill when there are
 * any (the number and the words, never the colour alone), muted text when there are none.
 */
export const OpenAlerts = ({ count }: { count: number }) => {
  const { t } = useTranslation();
  if (count === 0) {
    return (
      <span
        className="text-xs text-slate-600 dark:text-slate-400"
        data-testid="open-alerts"
        data-count={0}
      >
        {t('projects.card.noAlerts')}
      </span>
    );
  }
  return (
    <span
      data-testid="open-alerts"
      data-count={count}
      className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-200 ring-inset dark:bg-red-950 dark:text-red-200 dark:ring-red-800"
    >
      <BellRing aria-hidden="true" className="size-3 shrink-0" />
      {t('monitoring.badge', { count })}
    </span>
  );
};
