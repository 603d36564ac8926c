import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PORTFOLIO_PREFS,
  portfolioPrefsKey,
  readPortfolioPrefs,
  writePortfolioPrefs,
} from './portfolio-prefs';

describe('the remembered view and sort', () => {
  it('is kept per user', () => {
    const storage = window.localStorage;
    storage.clear();
    writePortfolioPrefs(
      'ana',
      { view: 'table', sort: { key: 'cpaChange', direction: 'asc' } },
      storage,
    );
    expect(readPortfolioPrefs('ana', storage)).toEqual({
      view: 'table',
      sort: { key: 'cpaChange', direction: 'asc' },
    });
    expect(readPortfolioPrefs('ben', storage)).toEqual(DEFAULT_PORTFOLIO_PREFS);
  });

  it('falls back to the default for anything it does not understand', () => {
    const storage = window.localStorage;
    storage.setItem(portfolioPrefsKey('ana'), '{not json');
    expect(readPortfolioPrefs('ana', storage)).toEqual(DEFAULT_PORTFOLIO_PREFS);
    storage.setItem(
      portfolioPrefsKey('ana'),
      JSON.stringify({ view: 'map', sort: { key: 'secret', direction: 'up' } }),
    );
    expect(readPortfolioPrefs('ana', storage)).toEqual(DEFAULT_PORTFOLIO_PREFS);
  });
});
