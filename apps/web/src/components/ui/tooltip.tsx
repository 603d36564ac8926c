import { lazy, Suspense, type ReactNode } from 'react';
import type { RadixTooltipFor as RadixTooltipForType } from './tooltip-content';

// Radix's tooltip (and its positioning engine) is fetched right after start, not with the first
// paint. Once it is here, tooltips render it directly (no Suspense, so a trigger drawn later, as
// the trend's markers, is never swapped under the pointer or the focus).
const tooltipModule = import('./tooltip-content');
let loaded: typeof RadixTooltipForType | null = null;
void tooltipModule.then((module) => {
  loaded = module.RadixTooltipFor;
});
const LazyRadixTooltipFor = lazy(() =>
  tooltipModule.then((module) => ({ default: module.RadixTooltipFor })),
);

/**
 * A label shown beside its trigger on hover and keyboard focus. Until Radix's code has arrived
 * (moments after start), the trigger shows as it is, in the same place.
 */
export const Tooltip = ({
  content,
  children,
  side = 'right',
  isEnabled = true,
}: {
  content: string;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  isEnabled?: boolean;
}) => {
  if (!isEnabled) return <>{children}</>;
  const Loaded = loaded;
  if (Loaded) {
    return (
      <Loaded content={content} side={side}>
        {children}
      </Loaded>
    );
  }
  return (
    <Suspense fallback={children}>
      <LazyRadixTooltipFor content={content} side={side}>
        {children}
      </LazyRadixTooltipFor>
    </Suspense>
  );
};
