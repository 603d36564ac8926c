import { Link } from '@tanstack/react-router';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * A project's open alerts, worded as the monitoring badge words them: a red pill when there are
 * any (the number and the words, never the colour alone), muted text when there are none. With a
 * `projectUid`, the pill links to the alerts inbox filtered to that project (above the card's own
 * link, which covers the card).
 */
export const OpenAlerts = ({ count, projectUid }: { count: number; projectUid?: string }) => {
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
  const className =
    'inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-200 ring-inset dark:bg-red-950 dark:text-red-200 dark:ring-red-800';
  const content = (
    <>
      <BellRing aria-hidden="true" className="size-3 shrink-0" />
      {t('monitoring.badge', { count })}
    </>
  );
  if (projectUid) {
    return (
      <Link
        to="/alerts"
        search={{ project: projectUid }}
        data-testid="open-alerts"
        data-count={count}
        className={`${className} relative z-10 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none`}
      >
        {content}
      </Link>
    );
  }
  return (
    <span data-testid="open-alerts" data-count={count} className={className}>
      {content}
    </span>
  );
};
