import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['cs', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Where an explicit language choice is kept. */
export const LANGUAGE_STORAGE_KEY = 'kampa.language';

/** Each language's own name: the switch shows them untranslated, as people look for their own. */
export const LANGUAGE_NAMES: Record<Language, string> = { cs: 'Čeština', en: 'English' };

export const isLanguage = (value: unknown): value is Language =>
  SUPPORTED_LANGUAGES.some((language) => language === value);

type Messages = Record<string, unknown>;

/**
 * Each language's messages in a chunk of its own: a page loads only the language it shows (half
 * the translations stay off the first load), the other when the user switches.
 */
const LANGUAGE_LOADERS: Record<Language, () => Promise<{ messages: Record<string, Messages> }>> = {
  cs: () => import('@/locales/cs/index'),
  en: () => import('@/locales/en/index'),
};

/**
 * One language's `<area>.json` files merged into one namespace under each area's name, so
 * `locales/cs/shell.json`'s `{"sidebar":{"dashboard":"…"}}` is `t('shell.sidebar.dashboard')`.
 */
export const mergeAreas = (files: Record<string, Messages>): Messages => {
  const merged: Messages = {};
  for (const [file, messages] of Object.entries(files)) {
    const area = /([a-z0-9-]+)\.json$/.exec(file)?.[1];
    if (area) merged[area] = messages;
  }
  return merged;
};

/** Areas that came with a lazily loaded screen (see `addAreas`), by language. */
const extraAreas: Record<Language, Messages> = { cs: {}, en: {} };
const loadedLanguages = new Set<Language>();

const loadMessages = async (language: Language): Promise<Messages> => {
  const messages = mergeAreas((await LANGUAGE_LOADERS[language]()).messages);
  loadedLanguages.add(language);
  return { ...messages, ...extraAreas[language] };
};

/**
 * Adds areas a lazily loaded screen brings along (the legal texts: long, and read on two pages),
 * to the languages loaded now and to the other one when it loads.
 */
export const addAreas = (areas: Record<Language, Messages>) => {
  for (const language of SUPPORTED_LANGUAGES) {
    Object.assign(extraAreas[language], areas[language]);
    if (loadedLanguages.has(language)) {
      i18n.addResourceBundle(language, 'translation', areas[language], true, true);
    }
  }
};

/** A saved choice, else the first browser language we support, else English. */
export const detectLanguage = (): Language => {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // storage blocked: use the browser's languages
  }
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
};

/** `<html lang>` and the page's description follow the UI language (screen readers, search). */
const reflectLanguage = (language: string) => {
  document.documentElement.lang = isLanguage(language) ? language : 'en';
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', i18n.t('common.metaDescription'));
};

/** Switches the UI language and remembers the choice. */
export const setLanguage = async (language: Language) => {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  if (!loadedLanguages.has(language)) {
    i18n.addResourceBundle(language, 'translation', await loadMessages(language));
  }
  await i18n.changeLanguage(language);
};

let initialized: Promise<typeof i18n> | undefined;

/** Loads the UI language's messages and starts i18next with them; render after it resolves. */
export const initI18n = (): Promise<typeof i18n> => {
  initialized ??= (async () => {
    const language = detectLanguage();
    const messages = await loadMessages(language);
    i18n.on('languageChanged', reflectLanguage);
    await i18n.use(initReactI18next).init({
      resources: { [language]: { translation: messages } },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: false,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    return i18n;
  })();
  return initialized;
};
