import type { TSyncErrorCode } from '@kampa/contracts/sync/sync';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { REMEDY_OF } from '@/features/connections/lib/sync-state';
import { useFormat } from '@/lib/format';
import { SYNC_PROBLEM_KEYS } from '@/lib/sync-problem';

const REMEDY_KEYS = {
  reconnect: 'connections.remedy.reconnect',
  choose: 'connections.remedy.choose',
  retry: 'connections.remedy.retry',
  wait: 'connections.remedy.wait',
} as const;

/**
 * What went wrong with a source and what to do: consent again (a Reconnect button), choose another
 * property or account, or wait or sync again. Viewers are told to ask an editor.
 */
export const SyncProblem = ({
  code,
  detail,
  at,
  canEdit,
  onReconnect,
  isReconnecting,
  onChooseAnother,
}: {
  code: TSyncErrorCode;
  detail: string | null;
  at: string | null;
  canEdit: boolean;
  onReconnect: () => void;
  isReconnecting: boolean;
  onChooseAnother?: (() => void) | undefined;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const remedy = REMEDY_OF[code];
  return (
    <div
      role="alert"
      data-testid="sync-problem"
      data-code={code}
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-50"
    >
      <p className="flex items-start gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t(SYNC_PROBLEM_KEYS[code])}</span>
      </p>
      <p className="mt-1 pl-6">
        {canEdit || remedy === 'wait' ? t(REMEDY_KEYS[remedy]) : t('connections.remedy.askEditor')}
      </p>
      {detail || at ? (
        <p className="mt-1 pl-6 text-red-900 dark:text-red-200">
          {at
            ? t('connections.problem.at', {
                time: format.date(at, { dateStyle: 'medium', timeStyle: 'short' }),
              })
            : null}{' '}
          {detail ? t('connections.problem.detail', { detail }) : null}
        </p>
      ) : null}
      {canEdit && remedy === 'reconnect' ? (
        <Button
          className="mt-3 ml-6"
          size="sm"
          onClick={onReconnect}
          isLoading={isReconnecting}
          icon={<RotateCcw aria-hidden="true" className="size-4" />}
          data-testid="reconnect"
        >
          {t('connections.reconnect')}
        </Button>
      ) : null}
      {canEdit && remedy === 'choose' && onChooseAnother ? (
        <Button className="mt-3 ml-6" size="sm" variant="secondary" onClick={onChooseAnother}>
          {t('connections.remedy.chooseAction')}
        </Button>
      ) : null}
    </div>
  );
};
