import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { isLanguage, LANGUAGE_NAMES, type Language } from '@/lib/i18n';
import { LanguageTriggerContent } from './language-trigger';

const LanguageMenu = lazy(() =>
  import('./language-menu').then((module) => ({ default: module.LanguageMenu })),
);

/** The navbar's language menu; its Radix parts load after the first paint. */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <DeferredMenu
      menu={LanguageMenu}
      props={{}}
      placeholder={(handlers) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={false}
          className={buttonClasses('ghost', 'md', 'px-2.5 sm:px-3')}
          aria-label={t('shell.language.label', { language: LANGUAGE_NAMES[current] })}
          {...handlers}
        >
          <LanguageTriggerContent language={current} />
        </button>
      )}
    />
  );
};
