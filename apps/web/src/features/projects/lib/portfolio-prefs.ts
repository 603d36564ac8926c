import { PORTFOLIO_SORT_KEYS, type PortfolioSort } from './portfolio-view';

export const PORTFOLIO_VIEWS = ['cards', 'table'] as const;
export type PortfolioView = (typeof PORTFOLIO_VIEWS)[number];

/** How a user last looked at `/projects`: kept in this browser, per signed-in user. */
export type PortfolioPrefs = { view: PortfolioView; sort: PortfolioSort };

export const DEFAULT_PORTFOLIO_PREFS: PortfolioPrefs = {
  view: 'cards',
  sort: { key: 'name', direction: 'asc' },
};

export const portfolioPrefsKey = (userUid: string) => `kampa.portfolio.${userUid}`;

/** The user's saved choice, or the default when there is none or it is not understood. */
export const readPortfolioPrefs = (userUid: string, storage: Storage): PortfolioPrefs => {
  try {
    const saved: unknown = JSON.parse(storage.getItem(portfolioPrefsKey(userUid)) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return DEFAULT_PORTFOLIO_PREFS;
    const { view, sort } = saved as Partial<PortfolioPrefs>;
    return {
      view: PORTFOLIO_VIEWS.includes(view as PortfolioView)
        ? (view as PortfolioView)
        : DEFAULT_PORTFOLIO_PREFS.view,
      sort:
        sort &&
        PORTFOLIO_SORT_KEYS.includes(sort.key) &&
        (sort.direction === 'asc' || sort.direction === 'desc')
          ? { key: sort.key, direction: sort.direction }
          : DEFAULT_PORTFOLIO_PREFS.sort,
    };
  } catch {
    return DEFAULT_PORTFOLIO_PREFS;
  }
};

export const writePortfolioPrefs = (userUid: string, prefs: PortfolioPrefs, storage: Storage) => {
  try {
    storage.setItem(portfolioPrefsKey(userUid), JSON.stringify(prefs));
  } catch {
    // A full or blocked storage only means the choice is not remembered.
  }
};
