import {
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';

/** What a deferred menu gets: whether it was pressed or focused while its code was loading. */
export type DeferredMenuProps = { defaultOpen: boolean; hasFocus: boolean };

type PlaceholderHandlers = {
  onPointerDown: () => void;
  onClick: () => void;
  onFocus: () => void;
  onBlur: () => void;
};

/**
 * A menu or dialog whose code (Radix's menu, popper and focus handling, a form) loads after the
 * first paint: `menu` is a `lazy()` component, given `props`. Until it arrives, `placeholder` draws
 * the same trigger (same size, label and test id, so nothing moves), remembers a press (the menu
 * then opens as it arrives) and hands over the focus.
 */
export const DeferredMenu = <P extends object>({
  menu: Menu,
  props,
  placeholder,
}: {
  menu: ComponentType<P & DeferredMenuProps>;
  props: P;
  placeholder: (handlers: PlaceholderHandlers) => ReactNode;
}) => {
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  return (
    <Suspense
      fallback={placeholder({
        // A press counts from its start: the real trigger may take the placeholder's place
        // between the pointer going down and the click, which then reaches neither.
        onPointerDown: () => setPressed(true),
        onClick: () => setPressed(true),
        onFocus: () => setFocused(true),
        onBlur: () => setFocused(false),
      })}
    >
      <Menu {...props} defaultOpen={pressed} hasFocus={focused} />
    </Suspense>
  );
};

/** Focuses the real trigger once when it replaces a placeholder that had the focus. */
export const useFocusOnArrival = (ref: RefObject<HTMLElement | null>, hasFocus: boolean) => {
  const hadFocus = useRef(hasFocus);
  useEffect(() => {
    if (hadFocus.current) ref.current?.focus();
  }, [ref]);
};
