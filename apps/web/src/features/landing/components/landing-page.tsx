import { Link } from '@tanstack/react-router';
import {
  ArrowRight,
  BellRing,
  CalendarClock,
  LineChart,
  MessagesSquare,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { buttonClasses } from '@/components/ui/button';

const FEATURES = [
  {
    id: 'dashboards',
    icon: LineChart,
    title: 'landing.features.dashboards.title',
    body: 'landing.features.dashboards.body',
  },
  {
    id: 'chat',
    icon: MessagesSquare,
    title: 'landing.features.chat.title',
    body: 'landing.features.chat.body',
  },
  {
    id: 'events',
    icon: CalendarClock,
    title: 'landing.features.events.title',
    body: 'landing.features.events.body',
  },
  {
    id: 'monitoring',
    icon: BellRing,
    title: 'landing.features.monitoring.title',
    body: 'landing.features.monitoring.body',
  },
] as const satisfies readonly { id: string; icon: LucideIcon; title: string; body: string }[];

/**
 * The public landing page: the heading "Index" and the button "K projektům" leading to `/projects`
 * (the same words in both languages, on purpose).
 */
export const LandingPage = () => {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-14 pb-20 sm:px-8 sm:pt-24">
      <section className="mx-auto max-w-3xl text-center">
        <p className="inline-flex items-center rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800 dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
          Index
        </p>
        <h1 className="mt-6 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
          {t('landing.hero.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-base leading-7 text-pretty text-slate-600 sm:text-lg dark:text-slate-300">
          {t('landing.hero.subtitle')}
        </p>
        <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to="/projects"
            lang="cs"
            className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
          >
            K projektům
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link
            to="/privacy-policy"
            className={buttonClasses('secondary', 'lg', 'w-full sm:w-auto')}
          >
            {t('landing.hero.privacyLink')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="landing-features" className="mt-20 sm:mt-28">
        <h2 id="landing-features" className="sr-only">
          {t('landing.features.heading')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ id, icon: Icon, title, body }) => (
            <li key={id}>
              <Card className="h-full p-6">
                <div className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                  <Icon aria-hidden="true" className="size-5" />
                </div>
                <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{t(title)}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">
                  {t(body)}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
};
