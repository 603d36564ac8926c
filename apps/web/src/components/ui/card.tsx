import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

export const CARD_SURFACE =
  'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';

export const Card = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div className={clsx(CARD_SURFACE, className)} {...props} />
);
