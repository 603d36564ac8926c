import type { TConnectOutcome } from '@kampa/contracts/connections/connection';
import { clsx } from 'clsx';
import { AlertTriangle, CheckCircle2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { OUTCOME_KEYS } from '@/features/connections/lib/connect-outcome';

/** What Google's consent ended in, said plainly: what happened and what to do now. */
export const ConnectOutcomeNotice = ({
  outcome,
  onDismiss,
}: {
  outcome: TConnectOutcome;
  onDismiss: () => void;
}) => {
  const { t } = useTranslation();
  const isSuccess = outcome === 'connected';
  const Icon = isSuccess ? CheckCircle2 : AlertTriangle;
  return (
    <div
      role={isSuccess ? 'status' : 'alert'}
      data-testid="connect-outcome"
      data-outcome={outcome}
      className={clsx(
        'mb-6 flex items-start gap-3 rounded-xl border p-4 text-sm',
        isSuccess
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
          : 'border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t(OUTCOME_KEYS[outcome].title)}</p>
        <p className="mt-1">{t(OUTCOME_KEYS[outcome].body)}</p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="-m-2 text-current"
        aria-label={t('connections.outcome.dismiss')}
        onClick={onDismiss}
        icon={<X aria-hidden="true" className="size-4" />}
      />
    </div>
  );
};
