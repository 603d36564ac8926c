import { ChevronDown, Languages } from 'lucide-react';
import type { Language } from '@/lib/i18n';

/** What the trigger shows: the icon, the language's code and (from `sm`) a chevron. */
export const LanguageTriggerContent = ({ language }: { language: Language }) => (
  <>
    <Languages aria-hidden="true" className="size-5" />
    <span aria-hidden="true" className="text-sm font-semibold uppercase">
      {language}
    </span>
    <ChevronDown aria-hidden="true" className="hidden size-4 opacity-70 sm:block" />
  </>
);
