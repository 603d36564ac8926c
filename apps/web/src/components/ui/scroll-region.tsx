import { clsx } from 'clsx';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollEdges } from '@/lib/use-scroll-edges';

/**
 * A table's sideways-scrolling region (focusable, named by its heading): while columns lie past
 * its right edge it says so above the table and fades that edge, so none is missed on a phone or
 * beside a narrow card.
 */
export const ScrollRegion = ({
  labelledBy,
  label,
  testId,
  className,
  children,
}: {
  /** The id of the heading that names the table, or (without a heading) its name. */
  labelledBy?: string;
  label?: string;
  /** `{testId}-more-columns` is the hint's test id. */
  testId: string;
  className?: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const { hidesRight } = useScrollEdges(scroller);
  return (
    <>
      {hidesRight ? (
        <p
          className="px-4 pt-2 text-xs text-slate-600 sm:px-5 dark:text-slate-400"
          data-testid={`${testId}-more-columns`}
        >
          {t('common.moreColumns')}
        </p>
      ) : null}
      <div className={clsx('relative', className)}>
        <div
          ref={scroller}
          className="overflow-x-auto"
          role="region"
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : label}
          tabIndex={0}
        >
          {children}
        </div>
        {hidesRight ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 w-12 bg-gradient-to-l from-white to-transparent dark:from-slate-900"
          />
        ) : null}
      </div>
    </>
  );
};
