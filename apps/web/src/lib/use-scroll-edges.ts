import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Whether a box scrolled sideways hides content past its left or right edge. */
export type ScrollEdges = { hidesLeft: boolean; hidesRight: boolean };

const NONE: ScrollEdges = { hidesLeft: false, hidesRight: false };

/** What `box` hides sideways now (a pixel of rounding is not hidden content). */
export const scrollEdgesOf = (box: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): ScrollEdges => ({
  hidesLeft: box.scrollLeft > 1,
  hidesRight: box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
});

/**
 * Follows what a sideways-scrolling box hides, as it scrolls and as it or its content resizes, so
 * a wide table can show that more columns lie past its edge.
 */
export const useScrollEdges = (ref: RefObject<HTMLElement | null>): ScrollEdges => {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const next = scrollEdgesOf(box);
    setEdges((known) =>
      known.hidesLeft === next.hidesLeft && known.hidesRight === next.hidesRight ? known : next,
    );
  }, [ref]);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref, measure]);
  return edges;
};
