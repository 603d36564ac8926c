import { INBOX_STATUSES } from '@kampa/contracts/alerts/list-inbox';
import { RULE_SEVERITIES } from '@kampa/contracts/monitoring/rule';
import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SEVERITY_KEYS } from './severity-badge';
import { buttonClasses } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import {
  INBOX_GROUPINGS,
  INBOX_SOURCES,
  validateInboxSearch,
  type InboxSearch,
} from '@/features/monitoring/lib/inbox-search';

/** Words chosen at run time. */
const STATUS_KEYS = 'alerts.status';
const GROUP_KEYS = 'alerts.group';

type Props = {
  search: InboxSearch;
  onSearchChange: (search: InboxSearch) => void;
  /** The user's projects, for the project filter. */
  projects: readonly { uid: string; name: string }[];
};

const Filter = ({ label, children }: { label: string; children: (id: string) => ReactNode }) => {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {children(id)}
    </div>
  );
};

/** The inbox's filters and grouping; every choice is the URL's (Back returns to it). */
export const InboxFilters = ({ search, onSearchChange, projects }: Props) => {
  const { t } = useTranslation();
  const set = (key: keyof InboxSearch, value: string) =>
    onSearchChange(validateInboxSearch({ ...search, [key]: value === '' ? undefined : value }));
  const grouping = search.group ?? 'project';
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3" data-testid="inbox-filters">
      <Filter label={t('alerts.filter.project')}>
        {(id) => (
          <Select
            id={id}
            value={search.project ?? ''}
            onChange={(event) => set('project', event.target.value)}
          >
            <option value="">{t('alerts.filter.allProjects')}</option>
            {projects.map((project) => (
              <option key={project.uid} value={project.uid}>
                {project.name}
              </option>
            ))}
          </Select>
        )}
      </Filter>
      <Filter label={t('alerts.filter.severity')}>
        {(id) => (
          <Select
            id={id}
            value={search.severity ?? ''}
            onChange={(event) => set('severity', event.target.value)}
          >
            <option value="">{t('alerts.filter.any')}</option>
            {RULE_SEVERITIES.map((severity) => (
              <option key={severity} value={severity}>
                {t(`${SEVERITY_KEYS}.${severity}`)}
              </option>
            ))}
          </Select>
        )}
      </Filter>
      <Filter label={t('alerts.filter.status')}>
        {(id) => (
          <Select
            id={id}
            value={search.status ?? 'active'}
            onChange={(event) => set('status', event.target.value)}
          >
            {INBOX_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`${STATUS_KEYS}.${status}`)}
              </option>
            ))}
          </Select>
        )}
      </Filter>
      <Filter label={t('alerts.filter.source')}>
        {(id) => (
          <Select
            id={id}
            value={search.source ?? ''}
            onChange={(event) => set('source', event.target.value)}
          >
            <option value="">{t('alerts.filter.any')}</option>
            {INBOX_SOURCES.map((source) => (
              <option key={source} value={source}>
                {t(`monitoring.form.${source}`)}
              </option>
            ))}
          </Select>
        )}
      </Filter>
      <div role="group" aria-label={t('alerts.group.label')} className="flex gap-1">
        {INBOX_GROUPINGS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={grouping === option}
            className={clsx(buttonClasses(grouping === option ? 'primary' : 'secondary', 'sm'))}
            onClick={() => set('group', option)}
          >
            {t(`${GROUP_KEYS}.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
};
