import type { BrowserContext, Locator, Page } from '@playwright/test';

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  laptop: { width: 1024, height: 768 },
  desktop: { width: 1440, height: 900 },
} as const;

export type ThemeName = 'light' | 'dark';
export type LanguageCode = 'cs' | 'en';

/** Every theme with every language: the four looks a screen's sweep checks. */
export const THEMES_AND_LANGUAGES = (['light', 'dark'] as const).flatMap((theme: ThemeName) =>
  (['cs', 'en'] as const).map((language: LanguageCode) => ({ theme, language })),
);

/** Presets the saved theme and language before any page script runs (every navigation). */
export const presetPreferences = async (
  context: BrowserContext,
  preferences: { theme?: ThemeName; language?: LanguageCode },
) => {
  await context.addInitScript((values) => {
    if (values.theme) window.localStorage.setItem('theme', values.theme);
    if (values.language) window.localStorage.setItem('kampa.language', values.language);
  }, preferences);
};

export const width = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().width);

export const height = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().height);

/**
 * Waits until the page shows what the last change caused: two animation frames (media queries,
 * resize handlers and React's render have run), then every finite CSS transition or animation has
 * finished. A wait on the condition itself, never on the clock.
 */
export const settled = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });

export const hasDarkClass = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

/**
 * The time limit of a test that walks every screen in turn: each loads in 1–4 s on a busy machine,
 * and the list grows with the app (a flat 60 s once ran out at the 19th of 21 screens).
 */
export const screenWalkTimeout = (): number => 30_000 + screens('x').length * 6_000;

/** Every screen of the app: public, signed-in and project routes. */
export const screens = (projectId: string) => [
  { name: 'landing', path: '/', isPublic: true },
  { name: 'terms', path: '/terms-of-service', isPublic: true },
  { name: 'privacy', path: '/privacy-policy', isPublic: true },
  { name: 'projects', path: '/projects', isPublic: false },
  { name: 'new-project', path: '/projects/new', isPublic: false },
  { name: 'alerts', path: '/alerts', isPublic: false },
  { name: 'workspaces', path: '/workspaces', isPublic: false },
  { name: 'dashboard', path: `/project/${projectId}/dashboard`, isPublic: false },
  { name: 'analytics', path: `/project/${projectId}/analytics`, isPublic: false },
  { name: 'analytics-connect', path: `/project/${projectId}/analytics/connect`, isPublic: false },
  { name: 'ads', path: `/project/${projectId}/ads`, isPublic: false },
  { name: 'ads-connect', path: `/project/${projectId}/ads/connect`, isPublic: false },
  { name: 'search', path: `/project/${projectId}/search`, isPublic: false },
  { name: 'search-connect', path: `/project/${projectId}/search/connect`, isPublic: false },
  { name: 'chat', path: `/project/${projectId}/chat`, isPublic: false },
  { name: 'events', path: `/project/${projectId}/events`, isPublic: false },
  { name: 'monitoring', path: `/project/${projectId}/monitoring`, isPublic: false },
  { name: 'reports', path: `/project/${projectId}/reports`, isPublic: false },
  { name: 'team', path: `/project/${projectId}/team`, isPublic: false },
  { name: 'account', path: '/account', isPublic: false },
  { name: 'not-found', path: '/this-page-does-not-exist', isPublic: false },
];
