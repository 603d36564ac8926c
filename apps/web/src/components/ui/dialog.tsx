import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export type DialogContentProps = {
  title: string;
  description?: string;
  /** The accessible name of the × button (translated by the caller). */
  closeLabel: string;
  /** `md` (32 rem) suits a message, `lg` (36 rem) a form with fields side by side. */
  size?: 'md' | 'lg';
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
};

/** A modal dialog: dimmed backdrop, focus kept inside, Escape and × close it. */
export const DialogContent = ({
  title,
  description,
  closeLabel,
  size = 'md',
  className,
  children,
  ...props
}: DialogContentProps) => (
  <RadixDialog.Portal>
    <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px]" />
    <RadixDialog.Content
      {...(description ? {} : { 'aria-describedby': undefined })}
      data-testid={props['data-testid']}
      className={clsx(
        'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
        size === 'md' ? 'max-w-lg' : 'max-w-xl',
        'rounded-xl border border-slate-200 bg-white p-5 shadow-xl outline-none sm:p-6 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <RadixDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {description}
            </RadixDialog.Description>
          ) : null}
        </div>
        <RadixDialog.Close asChild>
          <Button variant="ghost" size="icon" aria-label={closeLabel} className="-mt-2 -mr-2">
            <X aria-hidden="true" className="size-5" />
          </Button>
        </RadixDialog.Close>
      </div>
      <div className="mt-5">{children}</div>
    </RadixDialog.Content>
  </RadixDialog.Portal>
);
