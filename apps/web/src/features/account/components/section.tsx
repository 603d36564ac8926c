import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One titled part of the account page. */
export const AccountSection = ({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) => (
  <Card className="p-5 sm:p-6" data-testid={`account-${id}`}>
    <section aria-labelledby={`account-${id}-title`}>
      <h2
        id={`account-${id}-title`}
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        {title}
      </h2>
      {description ? (
        <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">{description}</p>
      ) : null}
      <div className="mt-4">{children}</div>
    </section>
  </Card>
);
