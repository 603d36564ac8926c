import { useEffect } from 'react';

/**
 * The browser tab's title names the screen and the project, so ten client tabs can be told apart:
 * "Ads · Garden Centre · Kampa". A screen's header sets the screen part and the project's layout
 * the project part; either may be missing ("Projects · Kampa", "Kampa").
 */
export type TitlePart = 'screen' | 'project';

const PRODUCT = 'Kampa';
const parts: Record<TitlePart, string | null> = { screen: null, project: null };

export const composeDocumentTitle = (current: Record<TitlePart, string | null>) =>
  [current.screen, current.project, PRODUCT].filter((part) => part && part.trim()).join(' · ');

const apply = () => {
  document.title = composeDocumentTitle(parts);
};

/** Holds one part of the tab's title while the calling component is shown. */
export const useDocumentTitle = (part: TitlePart, value: string | null | undefined) => {
  useEffect(() => {
    const next = value ?? null;
    parts[part] = next;
    apply();
    return () => {
      // A later screen may already have put its own value here (its effect runs first on a swap).
      if (parts[part] === next) {
        parts[part] = null;
        apply();
      }
    };
  }, [part, value]);
};
