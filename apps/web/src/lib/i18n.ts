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
 * `locales/{cs,en}/<area>.json` merged into one namespace under the area's name, so
 * `locales/cs/shell.json`'s `{"sidebar":{"dashboard":"…"}}` is `t('shell.sidebar.dashboard')`.
 */
export const buildResources = (files: Record<string, { default: Messages } | Messages>) => {
  const resources: Record<Language, { translation: Messages }> = {
    cs: { translation: {} },
    en: { translation: {} },
  };
  for (const [file, module] of Object.entries(files)) {
    const match = /\/locales\/([a-z]+)\/([a-z0-9-]+)\.json$/.exec(file);
    const language = match?.[1];
    const area = match?.[2];
    if (!isLanguage(language) || !area) continue;
    const messages = 'default' in module ? module.default : module;
    resources[language].translation[area] = messages;
  }
  return resources;
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
  await i18n.changeLanguage(language);
};

export const initI18n = () => {
  if (i18n.isInitialized) return i18n;
  const files = import.meta.glob<{ default: Messages }>('../locales/*/*.json', { eager: true });
  i18n.on('languageChanged', reflectLanguage);
  void i18n.use(initReactI18next).init({
    resources: buildResources(files),
    lng: detectLanguage(),
    fallbackLng: false,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
};
