import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Something inside a step could not be loaded: the message and, when it may help, a retry. */
export const InlineError = ({
  message,
  onRetry,
  isRetrying = false,
}: {
  message: string;
  onRetry?: () => void;
  isRetrying?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:flex-row sm:items-center dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <p className="flex min-w-0 flex-1 items-start gap-2">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{message}</span>
      </p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry} isLoading={isRetrying}>
          {t('connections.retry')}
        </Button>
      ) : null}
    </div>
  );
};
