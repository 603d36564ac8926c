import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { FOCUS_RING } from '@/components/ui/button';

export const LogoMark = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
    <rect width="32" height="32" rx="8" className="fill-indigo-600" />
    <path
      d="M10 8v16M10 16l10-8M10 16l10 8"
      stroke="#fff"
      strokeWidth="3"
      strokeLinecap="round"
      fill="none"
    />
  </svg>
);

/** The logo links home. */
export const Logo = () => {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('shell.navbar.home')}
      className={clsx('flex items-center gap-2.5 rounded-lg', FOCUS_RING)}
    >
      <LogoMark className="size-8" />
      <span className="text-lg font-semibold tracking-tight text-slate-900 dark:text-white">
        Kampa
      </span>
    </Link>
  );
};
