import {
  lazy,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
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
 * Shows the trigger while Radix's code is on its way. When Radix's tooltip replaces it, the trigger
 * is a new element: if the old one had the keyboard focus, `hadFocusRef` says so, so the new one
 * takes it (a person who tabbed to it early does not lose their place).
 */
const UntilLoaded = ({
  children,
  hadFocusRef,
}: {
  children: ReactNode;
  hadFocusRef: RefObject<boolean>;
}) => {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    return () => {
      // Runs before the element leaves the page, so the focus is still where it was.
      hadFocusRef.current = Boolean(element?.contains(document.activeElement));
    };
  }, [hadFocusRef]);
  return (
    <span ref={box} className="contents">
      {children}
    </span>
  );
};

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
  // Which of the two shapes below a tooltip has is fixed when it first appears: switching later
  // (a re-render after Radix arrived) would replace the trigger and drop its focus.
  const [loadedAtStart] = useState(() => loaded);
  const hadFocusRef = useRef(false);
  if (!isEnabled) return <>{children}</>;
  if (loadedAtStart) {
    const Loaded = loadedAtStart;
    return (
      <Loaded content={content} side={side}>
        {children}
      </Loaded>
    );
  }
  return (
    <Suspense fallback={<UntilLoaded hadFocusRef={hadFocusRef}>{children}</UntilLoaded>}>
      <LazyRadixTooltipFor content={content} side={side} takeFocusRef={hadFocusRef}>
        {children}
      </LazyRadixTooltipFor>
    </Suspense>
  );
};
