import { clsx } from 'clsx';
import { AlertTriangle } from 'lucide-react';
import { Button } from './button';
import { CARD_SURFACE } from './card';

export type ErrorStateProps = {
  title: string;
  description: string;
  retryLabel: string;
  onRetry: () => void;
  isRetrying: boolean;
  /** `page`: the screen's own h1, no card; `section`: a card with an h2 inside a page. */
  variant?: 'page' | 'section';
};

/** Something could not be loaded: what happened, and a way to try again. */
export const ErrorState = ({
  title,
  description,
  retryLabel,
  onRetry,
  isRetrying,
  variant = 'section',
}: ErrorStateProps) => {
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <section
      role="alert"
      className={clsx(
        'mx-auto flex flex-col items-center text-center',
        variant === 'page' ? 'max-w-xl py-12' : clsx(CARD_SURFACE, 'px-6 py-14'),
      )}
    >
      <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
        <AlertTriangle aria-hidden="true" className="size-6" />
      </div>
      <Heading
        className={clsx(
          'font-semibold text-slate-900 dark:text-white',
          variant === 'page' ? 'text-2xl' : 'text-lg',
        )}
      >
        {title}
      </Heading>
      <p className="mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">{description}</p>
      <Button variant="secondary" className="mt-6" onClick={onRetry} isLoading={isRetrying}>
        {retryLabel}
      </Button>
    </section>
  );
};
