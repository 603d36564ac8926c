import type { TProject } from '@kampa/contracts/project/project';
import type { TShownSource } from '@/lib/shown-sources';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The project's currency and time zone set to a source's (what the connect screen is given). */
export type AdoptSourceSettings = (settings: {
  currency?: string;
  timeZone?: string;
}) => Promise<TProject>;

const KIND_KEYS = {
  analytics: 'connections.mismatch.analytics',
  ads: 'connections.mismatch.ads',
  search_console: 'connections.mismatch.searchConsole',
} as const satisfies Record<TShownSource, string>;

const zoneName = (timeZone: string) => timeZone.replaceAll('_', ' ');

/**
 * Said on the pick step when the chosen source reports in another currency or time zone than the
 * project's: its amounts are shown in its own currency and its days in its own zone. Offers to
 * set the project to the source's, which saves the project at once.
 */
export const SettingsMismatch = ({
  kind,
  project,
  source,
  onAdopt,
}: {
  kind: TShownSource;
  project: Pick<TProject, 'currency' | 'timeZone'>;
  source: { currency: string | null; timeZone: string | null };
  onAdopt: AdoptSourceSettings;
}) => {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'saving' | 'failed' | 'done'>('idle');
  const currency = source.currency && source.currency !== project.currency ? source.currency : null;
  const timeZone = source.timeZone && source.timeZone !== project.timeZone ? source.timeZone : null;

  if (!currency && !timeZone) {
    return state === 'done' ? (
      <p
        role="status"
        data-testid="settings-adopted"
        className="mt-4 flex items-center gap-2 text-sm text-emerald-800 dark:text-emerald-300"
      >
        <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
        {t('connections.mismatch.adopted', {
          currency: project.currency,
          timeZone: zoneName(project.timeZone),
        })}
      </p>
    ) : null;
  }

  const adopt = () => {
    setState('saving');
    onAdopt({ ...(currency ? { currency } : {}), ...(timeZone ? { timeZone } : {}) }).then(
      () => setState('done'),
      () => setState('failed'),
    );
  };

  return (
    <div
      role="status"
      data-testid="settings-mismatch"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t(KIND_KEYS[kind])}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-9">
        {currency ? (
          <li data-testid="mismatch-currency">
            {t('connections.mismatch.currency', { source: currency, project: project.currency })}
          </li>
        ) : null}
        {timeZone ? (
          <li data-testid="mismatch-time-zone">
            {t('connections.mismatch.timeZone', {
              source: zoneName(timeZone),
              project: zoneName(project.timeZone),
            })}
          </li>
        ) : null}
      </ul>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          variant="secondary"
          onClick={adopt}
          isLoading={state === 'saving'}
          data-testid="adopt-source-settings"
        >
          {currency && timeZone
            ? t('connections.mismatch.adoptBoth', {
                currency,
                timeZone: zoneName(timeZone),
              })
            : currency
              ? t('connections.mismatch.adoptCurrency', { currency })
              : t('connections.mismatch.adoptTimeZone', { timeZone: zoneName(timeZone ?? '') })}
        </Button>
        <span className="text-amber-900 dark:text-amber-200">
          {t('connections.mismatch.orKeep')}
        </span>
      </div>
      {state === 'failed' ? (
        <p role="alert" className="mt-2 text-red-800 dark:text-red-300">
          {t('connections.mismatch.failed')}
        </p>
      ) : null}
    </div>
  );
};
