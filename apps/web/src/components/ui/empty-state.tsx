import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CARD_SURFACE } from './card';

export type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
};

export const EmptyState = ({ icon, title, description, action }: EmptyStateProps) => (
  <section
    className={clsx(
      CARD_SURFACE,
      'flex flex-col items-center px-6 py-14 text-center sm:px-12 sm:py-20',
    )}
  >
    <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
      {icon}
    </div>
    <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
    <p className="mt-2 max-w-md text-sm leading-6 text-slate-600 dark:text-slate-400">
      {description}
    </p>
    {action ? <div className="mt-6">{action}</div> : null}
  </section>
);
