import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * Radix's tooltip around `children`, loaded by `tooltip.tsx` when a tooltip is first enabled.
 * `takeFocusRef` set when it appears: the trigger drawn before it had the focus, so this one takes it.
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
  useLayoutEffect(() => {
    if (!takeFocusRef?.current) return;
    takeFocusRef.current = false;
    trigger.current?.focus();
  }, [takeFocusRef]);
  return (
    <RadixTooltip.Provider delayDuration={200}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger ref={trigger} asChild>
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
