import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';

export const NotFoundView = () => {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
        <Compass aria-hidden="true" className="size-6" />
      </div>
      <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">404</p>
      <h1 className="mt-1 text-2xl font-semibold text-slate-900 dark:text-white">
        {t('errors.notFound.title')}
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t('errors.notFound.description')}
      </p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('errors.notFound.home')}
      </Link>
    </div>
  );
};
