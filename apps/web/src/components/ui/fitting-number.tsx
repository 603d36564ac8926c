import { clsx } from 'clsx';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { FOCUS_RING } from './button';
import { Tooltip } from './tooltip';

/**
 * A number on one line, never broken inside: the full text when it fits the box, else its compact
 * form (`2,4 mld. Kč`, made smaller in the rare box too narrow even for that), with the exact
 * value on hover and keyboard focus and for screen readers. Both forms are measured in invisible
 * copies before paint and again whenever the box resizes, so the choice follows the width
 * without a visible jump.
 */
const MEASURED = 'whitespace-nowrap after:content-[attr(data-text)]';

export const FittingNumber = ({
  full,
  compact,
  prefix = '',
  className,
  testId,
}: {
  full: string;
  /** The same number in compact notation; used only when `full` does not fit. */
  compact: string;
  /** Shown before the number in either form, hidden from screen readers (e.g. "≈" for an estimate). */
  prefix?: string;
  className?: string;
  testId?: string;
}) => {
  const boxRef = useRef<HTMLElement>(null);
  const fullRef = useRef<HTMLSpanElement>(null);
  const compactRef = useRef<HTMLSpanElement>(null);
  // null: the full text fits; else the compact text, scaled down (1 = not at all) if even it
  // does not fit the box.
  const [compactScale, setCompactScale] = useState<number | null>(null);

  const measure = useCallback(() => {
    const box = boxRef.current;
    if (!box || !fullRef.current || !compactRef.current) return;
    const room = box.getBoundingClientRect().width;
    if (full === compact || fullRef.current.getBoundingClientRect().width <= room) {
      setCompactScale(null);
      return;
    }
    const compactWidth = compactRef.current.getBoundingClientRect().width;
    setCompactScale(
      compactWidth <= room ? 1 : Math.max(0.5, Math.floor((room / compactWidth) * 100) / 100),
    );
  }, [full, compact]);

  useLayoutEffect(() => {
    measure();
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <span
      ref={boxRef}
      className={clsx('block whitespace-nowrap', className)}
      data-testid={testId}
      data-compact={compactScale === null ? undefined : 'true'}
    >
      {/* A clipped, empty-sized holder: both forms are measured without widening the box. Their
          text is CSS content, so the element's text stays the number shown, once. */}
      <span aria-hidden="true" className="invisible absolute size-0 overflow-hidden">
        <span ref={fullRef} data-text={`${prefix}${full}`} className={MEASURED} />
        <span ref={compactRef} data-text={`${prefix}${compact}`} className={MEASURED} />
      </span>
      {compactScale === null ? (
        <>
          {prefix ? <span aria-hidden="true">{prefix}</span> : null}
          {full}
        </>
      ) : (
        <Tooltip content={full} side="top">
          {/* A button (like the estimate badge's) so keyboard focus reaches it and opens the tooltip;
              its name is the exact value, the compact text is only what the eye sees. Positioned,
              so it sits above a card's full-size link. */}
          <button
            type="button"
            className={clsx('relative cursor-default rounded-sm tabular-nums', FOCUS_RING)}
            style={compactScale < 1 ? { fontSize: `${compactScale}em` } : undefined}
            data-exact={full}
          >
            <span aria-hidden="true">
              {prefix}
              {compact}
            </span>
            <span className="sr-only">{full}</span>
          </button>
        </Tooltip>
      )}
    </span>
  );
};
