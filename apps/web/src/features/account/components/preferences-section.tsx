import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { FOCUS_RING } from '@/components/ui/button';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, setLanguage, type Language } from '@/lib/i18n';
import { useTheme, type Theme } from '@/lib/theme';
import { AccountSection } from './section';

const THEMES: readonly Theme[] = ['light', 'dark'];

const Choice = ({
  isPressed,
  onClick,
  children,
  lang,
}: {
  isPressed: boolean;
  onClick: () => void;
  children: string;
  lang?: string;
}) => (
  <button
    type="button"
    aria-pressed={isPressed}
    lang={lang}
    onClick={onClick}
    className={clsx(
      'h-10 rounded-md border px-4 text-sm font-medium',
      FOCUS_RING,
      isPressed
        ? 'border-indigo-600 bg-indigo-600 text-white dark:border-indigo-400 dark:bg-indigo-400 dark:text-slate-950'
        : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
    )}
  >
    {children}
  </button>
);

/** Language and theme: kept in this browser only (never on Kampa's servers). */
export const PreferencesSection = () => {
  const { t, i18n } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  return (
    <AccountSection
      id="preferences"
      title={t('account.preferences.title')}
      description={t('account.preferences.description')}
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:gap-10">
        <div role="group" aria-labelledby="account-language-label">
          <p
            id="account-language-label"
            className="mb-2 text-sm font-medium text-slate-900 dark:text-slate-100"
          >
            {t('account.preferences.language')}
          </p>
          <div className="flex gap-2">
            {SUPPORTED_LANGUAGES.map((language: Language) => (
              <Choice
                key={language}
                lang={language}
                isPressed={i18n.language === language}
                onClick={() => void setLanguage(language)}
              >
                {LANGUAGE_NAMES[language]}
              </Choice>
            ))}
          </div>
        </div>
        <div role="group" aria-labelledby="account-theme-label">
          <p
            id="account-theme-label"
            className="mb-2 text-sm font-medium text-slate-900 dark:text-slate-100"
          >
            {t('account.preferences.theme')}
          </p>
          <div className="flex gap-2">
            {THEMES.map((option) => (
              <Choice
                key={option}
                isPressed={theme === option}
                onClick={() => {
                  if (theme !== option) toggleTheme();
                }}
              >
                {option === 'light'
                  ? t('account.preferences.light')
                  : t('account.preferences.dark')}
              </Choice>
            ))}
          </div>
        </div>
      </div>
    </AccountSection>
  );
};
