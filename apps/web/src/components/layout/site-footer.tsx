import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { FOCUS_RING } from '@/components/ui/button';

const LINK = clsx(
  'rounded text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline dark:text-slate-400 dark:hover:text-white',
  FOCUS_RING,
);

export const SiteFooter = () => {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <p className="text-slate-600 dark:text-slate-400">
          {t('shell.footer.copyright', { year: new Date().getFullYear() })}
        </p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <Link to="/terms-of-service" className={LINK}>
              {t('shell.footer.terms')}
            </Link>
          </li>
          <li>
            <Link to="/privacy-policy" className={LINK}>
              {t('shell.footer.privacy')}
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
};
