import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { FOCUS_RING } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { addAreas } from '@/lib/i18n';
import { LEGAL_CONTACT_EMAIL } from '@/features/legal/legal-config';
import csLegal from '@/locales/cs/legal.json';
import enLegal from '@/locales/en/legal.json';
import { useDocumentTitle } from '@/lib/document-title';

// The legal texts load with the legal pages, not with every page's translations.
addAreas({ cs: { legal: csLegal }, en: { legal: enLegal } });

export type LegalSection = { heading: string; paragraphs: string[] };

/** Locale files hold each document as a list of sections; this checks that shape at runtime. */
export const toSections = (value: unknown): LegalSection[] =>
  Array.isArray(value)
    ? value.filter(
        (section): section is LegalSection =>
          typeof section === 'object' &&
          section !== null &&
          typeof (section as LegalSection).heading === 'string' &&
          Array.isArray((section as LegalSection).paragraphs),
      )
    : [];

const LINK = clsx(
  'rounded font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200',
  FOCUS_RING,
);

export const LegalDocument = ({
  title,
  intro,
  version,
  sections,
  other,
}: {
  title: string;
  intro: string;
  version: string;
  sections: LegalSection[];
  other: { to: '/terms-of-service' | '/privacy-policy'; label: string };
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  useDocumentTitle('screen', title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b border-slate-200 pb-8 dark:border-slate-800">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {t('legal.meta.version', { version })} ·{' '}
          {t('legal.meta.effective', { date: format.date(version) })}
        </p>
        <p className="mt-6 text-base leading-7 text-slate-700 dark:text-slate-300">{intro}</p>
      </header>
      <nav
        aria-label={t('legal.meta.contents')}
        className="border-b border-slate-200 py-6 dark:border-slate-800"
      >
        <h2 className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('legal.meta.contents')}
        </h2>
        <ol className="mt-3 list-decimal gap-x-10 pl-5 text-sm sm:columns-2">
          {sections.map((section, index) => (
            <li
              key={section.heading}
              className="break-inside-avoid pb-1.5 text-slate-600 dark:text-slate-400"
            >
              <a href={`#section-${index + 1}`} className={LINK}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.heading} id={`section-${index + 1}`} className="scroll-mt-24 pt-8">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p
              key={paragraph}
              className="mt-3 text-[15px] leading-7 text-slate-700 dark:text-slate-300"
            >
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <footer className="mt-12 rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
        <p>
          {t('legal.meta.questions')}{' '}
          <a href={`mailto:${LEGAL_CONTACT_EMAIL}`} className={LINK}>
            {LEGAL_CONTACT_EMAIL}
          </a>
        </p>
        <p className="mt-2">
          <Link to={other.to} className={LINK}>
            {other.label}
          </Link>
        </p>
      </footer>
    </article>
  );
};
