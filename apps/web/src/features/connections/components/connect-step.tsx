import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';

/** One numbered step of a connect flow: a card with its heading and what it asks for. */
export const ConnectStep = ({
  step,
  title,
  description,
  children,
  testId,
}: {
  step: number;
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
}) => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={headingId} data-testid={testId}>
      <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
        {t('connections.step', { step })}
      </p>
      <h2 id={headingId} className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {description ? (
        <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">{description}</p>
      ) : null}
      <div className="mt-5">{children}</div>
    </Card>
  );
};
