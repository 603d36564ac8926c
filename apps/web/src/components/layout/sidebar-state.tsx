import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { matchesMedia, useMediaQuery } from './use-media-query';

/**
 * The sidebar is a drawer below 768 px and open by default from 1280 px. (The shell's other fixed
 * sizes — a 72 px navbar, a 256 px sidebar that collapses to 80 px — are the components' classes.)
 */
const SIDEBAR_BREAKPOINT_PX = 768;
const SIDEBAR_AUTO_OPEN_PX = 1280;

const WIDE = `(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`;
const EXTRA_WIDE = `(min-width: ${SIDEBAR_AUTO_OPEN_PX}px)`;

type SidebarState = {
  /** Open: expanded (256 px) on wide screens, a drawer on narrow ones. */
  isOpen: boolean;
  /** At or above 768 px the sidebar sits beside the content; below, it overlays it. */
  isWide: boolean;
  toggle: () => void;
  close: () => void;
};

const SidebarContext = createContext<SidebarState | null>(null);

/**
 * Starts open on wide screens, opens when the window grows past 1280 px and closes when it shrinks
 * below 768 px; in between the user decides.
 */
export const SidebarProvider = ({ children }: { children: ReactNode }) => {
  const [isOpen, setIsOpen] = useState(() => matchesMedia(WIDE));
  const isWide = useMediaQuery(WIDE);

  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const extraWide = window.matchMedia(EXTRA_WIDE);
    const onWideChange = (event: MediaQueryListEvent) => {
      if (!event.matches) setIsOpen(false);
    };
    const onExtraWideChange = (event: MediaQueryListEvent) => {
      if (event.matches) setIsOpen(true);
    };
    wide.addEventListener('change', onWideChange);
    extraWide.addEventListener('change', onExtraWideChange);
    return () => {
      wide.removeEventListener('change', onWideChange);
      extraWide.removeEventListener('change', onExtraWideChange);
    };
  }, []);

  const toggle = useCallback(() => setIsOpen((current) => !current), []);
  const close = useCallback(() => setIsOpen(false), []);
  const value = useMemo(() => ({ isOpen, isWide, toggle, close }), [isOpen, isWide, toggle, close]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
};

export const useSidebar = (): SidebarState => {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar must be used inside SidebarProvider');
  return value;
};

export const SIDEBAR_ID = 'project-sidebar';
