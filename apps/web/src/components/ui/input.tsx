import { clsx } from 'clsx';
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { FOCUS_RING } from './button';

/** The look of every text input and select; red border when the control is `aria-invalid`. */
export const CONTROL_CLASSES = clsx(
  'block h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm',
  'placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-60',
  'aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  'dark:placeholder:text-slate-400 dark:aria-[invalid=true]:border-red-400',
  FOCUS_RING,
);

export const Input = ({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) => (
  <input className={clsx(CONTROL_CLASSES, className)} {...props} />
);

export const Select = ({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) => (
  <select className={clsx(CONTROL_CLASSES, 'pr-8', className)} {...props} />
);
