import type { TProjectSource } from '@kampa/contracts/sync/sync';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

export const SOURCE_NAME_KEYS = {
  analytics: 'dashboards.source.analytics',
  ads: 'dashboards.source.ads',
  search_console: 'dashboards.source.searchConsole',
} as const;

/** "Updated 5 minutes ago" for a source (its last successful sync), exact time on hover. */
export const SourceFreshness = ({ source }: { source: TProjectSource }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const last = source.sync.lastSuccessAt;
  return (
    <span data-testid={`freshness-${source.kind}`}>
      {last ? (
        <time dateTime={last} title={format.date(last, { dateStyle: 'long', timeStyle: 'short' })}>
          {t('dashboards.freshness.updated', { when: format.relativeTime(last) })}
        </time>
      ) : (
        t('dashboards.freshness.never')
      )}
    </span>
  );
};

/** Where the numbers come from and how fresh they are: one line per connected source. */
export const SourceLines = ({ sources }: { sources: readonly TProjectSource[] }) => {
  const { t } = useTranslation();
  return (
    <ul
      className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600 dark:text-slate-400"
      data-testid="source-lines"
    >
      {sources.map((source) => (
        <li key={source.kind} className="min-w-0">
          <span className="font-medium text-slate-900 dark:text-slate-100">
            {t(SOURCE_NAME_KEYS[source.kind])}
          </span>
          {' · '}
          <span className="wrap-anywhere">{source.displayName}</span>
          {' · '}
          <SourceFreshness source={source} />
        </li>
      ))}
    </ul>
  );
};
