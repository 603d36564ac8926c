import type { ErrorComponentProps } from '@tanstack/react-router';
import { AlertTriangle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getQueryErrorMessage } from '@/lib/query-client';
import { Button } from '@/components/ui/button';

/**
 * The router's generic view for a render error: "Something went wrong!" and a Show/Hide Error
 * toggle with the error's message.
 */
export const ErrorView = ({ error }: Pick<ErrorComponentProps, 'error'>) => {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(false);
  const detailsId = useId();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
    >
      <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
        <AlertTriangle aria-hidden="true" className="size-6" />
      </div>
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">
        {t('errors.generic.title')}
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t('errors.generic.description')}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-6"
        aria-expanded={isShown}
        aria-controls={detailsId}
        onClick={() => setIsShown((current) => !current)}
      >
        {isShown ? t('errors.generic.hide') : t('errors.generic.show')}
      </Button>
      {isShown ? (
        <pre
          id={detailsId}
          className="mt-4 w-full overflow-auto rounded-lg border border-red-200 bg-red-50 p-4 text-left text-xs whitespace-pre-wrap text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
        >
          {getQueryErrorMessage(error)}
        </pre>
      ) : null}
    </div>
  );
};
