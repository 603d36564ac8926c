import { lazy, Suspense, type ReactNode } from 'react';

const RadixTooltipFor = lazy(() =>
  import('./tooltip-content').then((module) => ({ default: module.RadixTooltipFor })),
);

/**
 * A label shown beside its trigger on hover and keyboard focus. Radix's tooltip (and its
 * positioning engine) loads when a tooltip is first enabled, not with the first paint; meanwhile
 * the trigger shows as it is, in the same place.
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
  return (
    <Suspense fallback={children}>
      <RadixTooltipFor content={content} side={side}>
        {children}
      </RadixTooltipFor>
    </Suspense>
  );
};
