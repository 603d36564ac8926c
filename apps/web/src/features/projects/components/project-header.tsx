import { canDoOnProject } from '@kampa/contracts/project/permissions';
import type { TProject } from '@kampa/contracts/project/project';
import { Clock, Coins, ExternalLink, Settings } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { currencyStoryOf } from '@/features/projects/lib/currency-story';
import { toHostname } from '@/features/projects/lib/project-options';
import { useDocumentTitle } from '@/lib/document-title';
import { RoleBadge } from './project-status';

const ProjectSettingsDialog = lazy(() =>
  import('./project-settings-dialog').then((module) => ({ default: module.ProjectSettingsDialog })),
);

const isWebUrl = (value: string) => /^https?:\/\//i.test(value);

/**
 * The currency the project's amounts are in: the connected sources' (amounts are never converted),
 * with the project's own beside it when that differs, so the header never names a currency the
 * numbers are not in.
 */
const CurrencyLine = ({ project }: { project: TProject }) => {
  const { t } = useTranslation();
  const story = currencyStoryOf(project);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1" data-testid="project-currency">
      <Coins aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t('projects.header.currency')} </span>
      {story.kind === 'project' ? (
        story.currency
      ) : (
        <>
          <span className="font-medium text-slate-800 dark:text-slate-200">
            {story.kind === 'source'
              ? t('projects.header.amountsIn', { currency: story.currency })
              : t('projects.header.amountsBySource', {
                  analytics: story.analytics,
                  ads: story.ads,
                })}
          </span>{' '}
          <span>{t('projects.header.projectSetTo', { currency: story.project })}</span>
        </>
      )}
    </span>
  );
};

/** The project's name, site and settings; settings only for those who may change them. */
export const ProjectHeader = ({ project }: { project: TProject }) => {
  const { t } = useTranslation();
  const hostname = toHostname(project.websiteUrl);
  const canEdit = canDoOnProject(project.role, 'edit');
  useDocumentTitle('screen', t('shell.sidebar.dashboard'));
  return (
    <header className="mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="min-w-0 text-2xl font-semibold tracking-tight wrap-anywhere text-slate-900 sm:text-3xl dark:text-white">
            {project.name}
          </h1>
          <RoleBadge role={project.role} />
        </div>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          {isWebUrl(project.websiteUrl) ? (
            <a
              href={project.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="project-site"
              className="inline-flex min-w-0 items-center gap-1 font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
            >
              <span className="truncate">{hostname}</span>
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="sr-only">{t('projects.header.opensInNewTab')}</span>
            </a>
          ) : (
            <span data-testid="project-site">{hostname}</span>
          )}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('projects.header.timeZone')} </span>
            {project.timeZone.replaceAll('_', ' ')}
          </span>
          <CurrencyLine project={project} />
        </p>
      </div>
      {canEdit ? (
        <DeferredMenu
          menu={ProjectSettingsDialog}
          props={{ project }}
          placeholder={(handlers) => (
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              aria-expanded={false}
              icon={<Settings aria-hidden="true" className="size-4" />}
              className="self-start"
              {...handlers}
            >
              {t('projects.settings.open')}
            </Button>
          )}
        />
      ) : null}
    </header>
  );
};
