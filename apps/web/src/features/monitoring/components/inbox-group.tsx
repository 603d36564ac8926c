import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import type { AlertGroup } from '@/features/monitoring/lib/inbox-search';
import { ruleDisplayName } from '@/lib/rule-name';
import { InboxAlertRow } from './inbox-alert-row';

/** One group of the inbox (a project or a rule) with a box selecting all it may act on. */
export const InboxGroup = ({
  group,
  selectedIds,
  onSelect,
}: {
  group: AlertGroup;
  selectedIds: ReadonlySet<string>;
  onSelect: (ids: readonly string[], isSelected: boolean) => void;
}) => {
  const { t } = useTranslation();
  const headingId = useId();
  const title = group.kind === 'rule' ? ruleDisplayName(group.title, t) : group.title;
  const actionable = group.alerts.filter((alert) => alert.canAct).map((alert) => alert.id);
  const isAllSelected = actionable.length > 0 && actionable.every((id) => selectedIds.has(id));
  return (
    <section aria-labelledby={headingId} data-testid="inbox-group">
      <div className="mb-2 flex items-center gap-3">
        {actionable.length > 0 ? (
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 accent-indigo-600"
            checked={isAllSelected}
            onChange={(event) => onSelect(actionable, event.target.checked)}
            aria-label={t('alerts.selectGroup', { name: title })}
          />
        ) : null}
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}{' '}
          <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
            {t('alerts.count', { count: group.alerts.length })}
          </span>
        </h2>
      </div>
      <Card className="divide-y divide-slate-200 dark:divide-slate-800">
        {group.alerts.map((alert) => (
          <InboxAlertRow
            key={alert.id}
            alert={alert}
            isSelected={selectedIds.has(alert.id)}
            onSelect={(isSelected) => onSelect([alert.id], isSelected)}
          />
        ))}
      </Card>
    </section>
  );
};
