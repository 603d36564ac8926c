import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isLanguage,
  LANGUAGE_NAMES,
  setLanguage,
  SUPPORTED_LANGUAGES,
  type Language,
} from '@/lib/i18n';
import { buttonClasses, FOCUS_RING } from '@/components/ui/button';
import { useFocusOnArrival, type DeferredMenuProps } from '@/components/ui/deferred-menu';
import { LanguageTriggerContent } from './language-trigger';

/** The language menu itself (Radix), loaded after the first paint by `LanguageSwitch`. */
export const LanguageMenu = ({ defaultOpen, hasFocus }: DeferredMenuProps) => {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusOnArrival(trigger, hasFocus);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        className={buttonClasses('ghost', 'md', 'px-2.5 sm:px-3')}
        aria-label={t('shell.language.label', { language: LANGUAGE_NAMES[current] })}
      >
        <LanguageTriggerContent language={current} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-medium text-slate-600 dark:text-slate-400">
          {t('shell.language.menuTitle')}
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          value={current}
          onValueChange={(value) => {
            if (isLanguage(value)) void setLanguage(value);
          }}
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <DropdownMenu.RadioItem
              key={language}
              value={language}
              lang={language}
              className={clsx(
                'flex cursor-pointer items-center justify-between gap-3 rounded-md px-2.5 py-2 text-sm text-slate-800 select-none data-highlighted:bg-slate-100 dark:text-slate-100 dark:data-highlighted:bg-slate-800',
                FOCUS_RING,
              )}
            >
              {LANGUAGE_NAMES[language]}
              <DropdownMenu.ItemIndicator>
                <Check aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
              </DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
};
