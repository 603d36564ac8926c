import type { TProjectSource } from '@kampa/contracts/sync/sync';
import { clsx } from 'clsx';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD_SURFACE } from '@/components/ui/card';
import { useFormat } from '@/lib/format';

/** The first sync is still reading Google's data: how far it got; the screen asks again. */
/** How far back the first sync reads: Google keeps 16 months of Search Console. */
const DESCRIPTION_KEYS = {
  analytics: 'dashboards.states.syncing.description',
  ads: 'dashboards.states.syncing.description',
  search_console: 'dashboards.states.syncing.descriptionSearchConsole',
} as const satisfies Record<TProjectSource['kind'], string>;

export const SyncingState = ({ source }: { source: TProjectSource }) => {
  const { t } = useTranslation();
  const { number } = useFormat();
  const progress = source.sync.progress ?? 0;
  return (
    <section
      className={clsx(CARD_SURFACE, 'flex flex-col items-center px-6 py-14 text-center sm:py-20')}
      data-testid="dashboard-syncing"
    >
      <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
        <RefreshCw aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
      </div>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('dashboards.states.syncing.title')}
      </h2>
      <p className="mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">
        {t(DESCRIPTION_KEYS[source.kind], { name: source.displayName })}
      </p>
      <div
        role="progressbar"
        aria-label={t('dashboards.states.syncing.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
        className="mt-6 h-2 w-full max-w-sm overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
          style={{ width: `${progress * 100}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-600 tabular-nums dark:text-slate-400">
        {number(progress, { style: 'percent', maximumFractionDigits: 0 })}
      </p>
    </section>
  );
};
