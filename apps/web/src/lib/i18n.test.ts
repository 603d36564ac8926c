import { readdirSync } from 'node:fs';
import path from 'node:path';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as appCs } from '@/locales/app-cs';
import { messages as appEn } from '@/locales/app-en';
import { messages as startCs } from '@/locales/start-cs';
import { messages as startEn } from '@/locales/start-en';
import { detectLanguage, mergeAreas, LANGUAGE_STORAGE_KEY, setLanguage } from './i18n';

const mockLanguages = (languages: string[]) =>
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(async () => {
  localStorage.clear();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('language detection', () => {
  it('follows the browser on the first visit: Czech for cs, English otherwise', () => {
    mockLanguages(['cs-CZ', 'en']);
    expect(detectLanguage()).toBe('cs');
    mockLanguages(['de-DE', 'fr']);
    expect(detectLanguage()).toBe('en');
    mockLanguages(['de-DE', 'cs']);
    expect(detectLanguage()).toBe('cs');
  });

  it('prefers the saved choice', () => {
    mockLanguages(['cs-CZ']);
    localStorage.setItem('kampa.language', 'en');
    expect(detectLanguage()).toBe('en');
  });

  it('saves an explicit choice and sets <html lang> and the description', async () => {
    const description = document.createElement('meta');
    description.name = 'description';
    document.head.append(description);
    await setLanguage('cs');
    expect(description.content).toMatch(/na jednom místě/);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('cs');
    expect(document.documentElement.lang).toBe('cs');
    expect(i18n.t('shell.sidebar.dashboard')).toBe('Přehled');
    await setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(description.content).toMatch(/in one place/);
    expect(i18n.t('shell.sidebar.dashboard')).toBe('Dashboard');
  });
});

describe('mergeAreas', () => {
  it('puts each area file of a language under its name in one namespace', () => {
    expect(
      mergeAreas({
        './shell.json': { sidebar: { dashboard: 'Přehled' } },
        './events.json': { title: 'Události' },
        './notes.txt': { ignored: true },
      }),
    ).toEqual({ shell: { sidebar: { dashboard: 'Přehled' } }, events: { title: 'Události' } });
  });
});

/** Areas the part that shows them loads (`addAreas`), in neither group. */
const LAZY_AREAS = ['help', 'legal', 'membership', 'portfolio', 'reports', 'switcher'];

describe('message groups', () => {
  const areaFiles = (language: string) =>
    readdirSync(path.join(import.meta.dirname, '../locales', language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort();

  it.each([
    ['cs', startCs, appCs],
    ['en', startEn, appEn],
  ] as const)(
    "put every %s area but the lazily loaded ones in exactly one group, the public pages' in start",
    (language, start, app) => {
      const startAreas = Object.keys(mergeAreas(start));
      const appAreas = Object.keys(mergeAreas(app));
      expect(startAreas.sort()).toEqual(['auth', 'common', 'errors', 'landing', 'shell']);
      expect(appAreas.filter((area) => startAreas.includes(area))).toEqual([]);
      expect(appAreas.filter((area) => LAZY_AREAS.includes(area))).toEqual([]);
      expect([...startAreas, ...appAreas, ...LAZY_AREAS].sort()).toEqual(areaFiles(language));
    },
  );
});
