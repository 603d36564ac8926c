import type { TLikelyCause } from '@kampa/contracts/monitoring/alert';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { causeText } from '@/features/monitoring/lib/rule-text';
import { useFormat } from '@/lib/format';

/** An alert's likely causes as a list under a small heading; nothing when there are none. */
export const LikelyCauses = ({
  metric,
  causes,
  isCompact = false,
}: {
  metric: string;
  causes: readonly TLikelyCause[];
  /** The inbox's rows: tighter spacing, a smaller heading. */
  isCompact?: boolean;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (causes.length === 0) return null;
  return (
    <div className={isCompact ? 'mt-2' : 'mt-3'}>
      <h4
        className={clsx(
          'font-medium text-slate-900 dark:text-white',
          isCompact ? 'text-xs' : 'text-sm',
        )}
      >
        {t('monitoring.alerts.causes')}
      </h4>
      <ul
        className={clsx(
          'list-disc space-y-0.5 pl-5 text-sm text-slate-700 dark:text-slate-300',
          isCompact ? 'mt-0.5' : 'mt-1',
        )}
      >
        {causes.map((cause, index) => (
          <li key={index} data-testid="likely-cause">
            {causeText(t, metric, cause, format)}
          </li>
        ))}
      </ul>
    </div>
  );
};
