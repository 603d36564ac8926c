import * as RadixTooltip from '@radix-ui/react-tooltip';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

/**
 * Radix's tooltip around `children`, loaded by `tooltip.tsx` when a tooltip is first enabled.
 * `takeFocusRef` set when it appears: the trigger drawn before it had the focus, so this one takes it.
 *
 * Opened by the keyboard focus, it opens two frames later: focusing a trigger below the fold
 * scrolls it into view, and Radix closes an open tooltip on a scroll around its trigger, so
 * opened at once it would close on the scroll its own focus caused (and never show).
 */
export const RadixTooltipFor = ({
  content,
  children,
  side,
  takeFocusRef,
}: {
  content: string;
  children: ReactNode;
  side: 'top' | 'right' | 'bottom' | 'left';
  takeFocusRef?: RefObject<boolean>;
}) => {
  const trigger = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const isFocusingRef = useRef(false);
  const pendingRef = useRef<number | null>(null);
  const cancelPending = () => {
    if (pendingRef.current !== null) cancelAnimationFrame(pendingRef.current);
    pendingRef.current = null;
  };
  useEffect(() => cancelPending, []);
  useLayoutEffect(() => {
    if (!takeFocusRef?.current) return;
    takeFocusRef.current = false;
    trigger.current?.focus();
  }, [takeFocusRef]);
  const onOpenChange = (next: boolean) => {
    cancelPending();
    if (next && isFocusingRef.current) {
      isFocusingRef.current = false;
      pendingRef.current = requestAnimationFrame(() => {
        pendingRef.current = requestAnimationFrame(() => {
          pendingRef.current = null;
          setIsOpen(true);
        });
      });
      return;
    }
    setIsOpen(next);
  };
  return (
    <RadixTooltip.Provider delayDuration={200}>
      <RadixTooltip.Root open={isOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger
          ref={trigger}
          asChild
          onFocusCapture={() => {
            isFocusingRef.current = true;
          }}
          onBlurCapture={() => {
            isFocusingRef.current = false;
          }}
        >
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Content
          side={side}
          sideOffset={8}
          className="z-50 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
        >
          {content}
          <RadixTooltip.Arrow className="fill-slate-900 dark:fill-slate-100" />
        </RadixTooltip.Content>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
};
