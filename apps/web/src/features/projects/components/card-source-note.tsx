import type { TPortfolioSyncFailure } from '@kampa/contracts/portfolio/get-portfolio';
import type { TConnectionState } from '@kampa/contracts/project/project';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { SYNC_PROBLEM_KEYS } from '@/lib/sync-problem';

const PROBLEM_TEXT = 'mt-0.5 block text-xs text-red-800 dark:text-red-300';

/**
 * Under a source's state: when it last synced, or in plain words what a broken one needs. A
 * failed sync names its reason as the connection's health does, and since when.
 */
export const CardSourceNote = ({
  state,
  lastSuccessAt,
  failure,
  testId,
}: {
  state: TConnectionState;
  lastSuccessAt: string | null;
  failure?: TPortfolioSyncFailure | null | undefined;
  testId: string;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const dateTime = (value: string) =>
    format.date(value, { dateStyle: 'medium', timeStyle: 'short' });
  if (state === 'reconnect_needed') {
    return (
      <span className={PROBLEM_TEXT} data-testid={testId}>
        {t('projects.card.reconnectNeeded')}
      </span>
    );
  }
  if (state === 'error') {
    return (
      <span
        className={PROBLEM_TEXT}
        data-testid={testId}
        data-code={failure?.code ?? 'internal_error'}
      >
        {failure ? (
          <>
            <span className="flex items-start gap-1 font-medium">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
              <span data-testid={`${testId}-reason`}>{t(SYNC_PROBLEM_KEYS[failure.code])}</span>
            </span>
            <span className="block">
              {t('connections.problem.at', { time: dateTime(failure.at) })}
            </span>
          </>
        ) : (
          t('projects.card.failed')
        )}
      </span>
    );
  }
  if (!lastSuccessAt) return null;
  return (
    <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400" data-testid={testId}>
      {t('projects.card.lastSync', { time: dateTime(lastSuccessAt) })}
    </span>
  );
};
