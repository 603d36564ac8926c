import { clsx } from 'clsx';
import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FOCUS_RING } from './button';

/** The look of every control; red border when it is `aria-invalid`. */
const CONTROL_SURFACE = clsx(
  'block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm',
  'placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-60',
  'aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  'dark:placeholder:text-slate-400 dark:aria-[invalid=true]:border-red-400',
  FOCUS_RING,
);

/** Text inputs and selects: one line, 40 px high. */
export const CONTROL_CLASSES = clsx('h-10', CONTROL_SURFACE);

export const Input = ({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) => (
  <input className={clsx(CONTROL_CLASSES, className)} {...props} />
);

export const Select = ({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) => (
  <select className={clsx(CONTROL_CLASSES, 'pr-8', className)} {...props} />
);

/** Several lines of text; grows with the user's resize handle, never narrower than its field. */
export const Textarea = ({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) => (
  <textarea className={clsx(CONTROL_SURFACE, 'min-h-20 resize-y py-2', className)} {...props} />
);
