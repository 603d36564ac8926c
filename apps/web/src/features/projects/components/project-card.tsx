import type { TPortfolioProject } from '@kampa/contracts/portfolio/get-portfolio';
import type { TProject } from '@kampa/contracts/project/project';
import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD_SURFACE } from '@/components/ui/card';
import { useFormat } from '@/lib/format';
import { toHostname } from '@/features/projects/lib/project-options';
import { ProgressBar } from '@/components/ui/progress-bar';
import { CardSourceNote } from './card-source-note';
import { OpenAlerts } from './open-alerts';
import { PortfolioNumbers } from './portfolio-numbers';
import { ConnectionState, RoleBadge } from './project-status';

const SOURCES = ['analytics', 'ads', 'search_console'] as const;
const SOURCE_KEYS = {
  analytics: 'projects.card.analytics',
  ads: 'projects.card.ads',
  search_console: 'projects.card.searchConsole',
} as const;

/**
 * One project in the list; the whole card opens its dashboard (through the name's link). With the
 * portfolio's `numbers`, its KPIs, their change and its trend over the chosen range.
 */
export const ProjectCard = ({
  project,
  numbers,
}: {
  project: TProject;
  numbers?: TPortfolioProject;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <article
      data-testid="project-card"
      className={clsx(
        CARD_SURFACE,
        'relative flex flex-col p-5 transition-colors hover:border-indigo-300 motion-reduce:transition-none dark:hover:border-indigo-700',
        'focus-within:ring-2 focus-within:ring-indigo-600 dark:focus-within:ring-indigo-400',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold wrap-anywhere text-slate-900 dark:text-white">
          <Link
            to="/project/$projectId/dashboard"
            params={{ projectId: project.uid }}
            className="outline-none after:absolute after:inset-0 after:rounded-xl"
          >
            {project.name}
          </Link>
        </h2>
        <RoleBadge role={project.role} />
      </div>
      <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
        <Globe aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{toHostname(project.websiteUrl)}</span>
      </p>
      {project.description ? (
        <p
          data-testid="project-description"
          className="mt-2 line-clamp-2 text-sm wrap-anywhere text-slate-700 dark:text-slate-300"
        >
          {project.description}
        </p>
      ) : null}
      {project.syncProgress !== null ? (
        <div className="mt-4" data-testid="project-sync-progress">
          <ProgressBar
            value={project.syncProgress}
            label={t('projects.card.syncProgress', { name: project.name })}
            valueText={t('projects.sync.percent', {
              percent: format.percent(project.syncProgress, 0),
            })}
            size="sm"
          />
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {t('projects.card.syncing', { percent: format.percent(project.syncProgress, 0) })}
          </p>
        </div>
      ) : null}
      {numbers && (numbers.openAlerts > 0 || numbers.currency.analytics || numbers.currency.ads) ? (
        <p className="mt-3">
          <OpenAlerts count={numbers.openAlerts} projectUid={project.uid} />
        </p>
      ) : null}
      {numbers ? <PortfolioNumbers entry={numbers} /> : null}
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
        {SOURCES.map((source) => (
          <div key={source} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
              {t(SOURCE_KEYS[source])}
            </dt>
            <dd className="mt-1 text-slate-800 dark:text-slate-200">
              <span data-testid={`${source}-state`}>
                <ConnectionState state={project.connections[source]} />
              </span>
              <CardSourceNote
                state={project.connections[source]}
                lastSuccessAt={project.sync[source].lastSuccessAt}
                failure={numbers?.syncFailure[source]}
                testId={`${source}-freshness`}
              />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-auto pt-4 text-xs text-slate-500 dark:text-slate-400">
        {t('projects.card.created', { date: format.date(project.createdAt) })}
      </p>
    </article>
  );
};
