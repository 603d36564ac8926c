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
 * Each language's messages in two chunks: `start`, what the public pages and the app's frame show
 * (drawn first), and `app`, the signed-in screens' areas (loaded by the first signed-in route). A
 * page loads only the language it shows, and the landing page only its `start` part; the other
 * language loads on a switch.
 */
export type MessageGroup = 'start' | 'app';
export const MESSAGE_GROUPS: readonly MessageGroup[] = ['start', 'app'];

type GroupModule = Promise<{ messages: Record<string, Messages> }>;
const GROUP_LOADERS: Record<Language, Record<MessageGroup, () => GroupModule>> = {
  cs: { start: () => import('@/locales/start-cs'), app: () => import('@/locales/app-cs') },
  en: { start: () => import('@/locales/start-en'), app: () => import('@/locales/app-en') },
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
/** The groups the pages shown so far needed: a language switch loads them all. */
const wantedGroups = new Set<MessageGroup>();
/** Each language's groups, loading or loaded, merged into i18next once they arrive. */
const loading: Record<Language, Partial<Record<MessageGroup, Promise<void>>>> = { cs: {}, en: {} };
const loadedLanguages = new Set<Language>();

const fetchGroup = async (language: Language, group: MessageGroup): Promise<Messages> =>
  mergeAreas((await GROUP_LOADERS[language][group]()).messages);

/** Loads one language's group into i18next (once); i18next must be initialised. */
const loadGroup = (language: Language, group: MessageGroup): Promise<void> =>
  (loading[language][group] ??= fetchGroup(language, group).then((messages) => {
    i18n.addResourceBundle(language, 'translation', messages, true, true);
  }));

/** Loads the wanted groups of a language not yet shown, with the areas screens brought along. */
const loadLanguage = async (language: Language) => {
  await Promise.all([...wantedGroups].map((group) => loadGroup(language, group)));
  if (!loadedLanguages.has(language)) {
    i18n.addResourceBundle(language, 'translation', extraAreas[language], true, true);
    loadedLanguages.add(language);
  }
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
  await loadLanguage(language);
  await i18n.changeLanguage(language);
};

let initialized: Promise<typeof i18n> | undefined;

/**
 * Starts i18next in the UI language with the given message groups (all of them unless told);
 * render after it resolves. The public pages start with `start` only (see `loadMessageGroup`).
 */
export const initI18n = (
  groups: readonly MessageGroup[] = MESSAGE_GROUPS,
): Promise<typeof i18n> => {
  initialized ??= (async () => {
    const language = detectLanguage();
    for (const group of groups) wantedGroups.add(group);
    const fetched = await Promise.all(groups.map((group) => fetchGroup(language, group)));
    i18n.on('languageChanged', reflectLanguage);
    await i18n.use(initReactI18next).init({
      resources: {
        [language]: {
          translation: Object.assign({}, ...fetched, extraAreas[language]) as Messages,
        },
      },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: false,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      interpolation: { escapeValue: false },
      returnNull: false,
      // A group or a screen's areas added later re-render what is on screen in their words.
      react: { bindI18nStore: 'added' },
    });
    for (const group of groups) loading[language][group] = Promise.resolve();
    loadedLanguages.add(language);
    return i18n;
  })();
  return initialized;
};

/**
 * Loads a message group in the current language (and in any language switched to later): the
 * signed-in routes wait for `app` before they draw. Resolves at once when it is there.
 */
export const loadMessageGroup = async (group: MessageGroup): Promise<void> => {
  await initI18n();
  wantedGroups.add(group);
  const language = isLanguage(i18n.language) ? i18n.language : detectLanguage();
  await loadGroup(language, group);
};
