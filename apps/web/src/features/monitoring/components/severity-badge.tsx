import type { TRuleSeverity } from '@kampa/contracts/monitoring/rule';
import { clsx } from 'clsx';
import { AlertOctagon, AlertTriangle, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The severities' words, chosen at run time. */
export const SEVERITY_KEYS = 'monitoring.severity';

const SEVERITY_STYLE: Record<TRuleSeverity, { className: string; Icon: typeof Info }> = {
  critical: {
    className: 'bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-200',
    Icon: AlertOctagon,
  },
  warning: {
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
    Icon: AlertTriangle,
  },
  info: {
    className: 'bg-sky-100 text-sky-900 dark:bg-sky-500/15 dark:text-sky-200',
    Icon: Info,
  },
};

/** An alert's severity: an icon and the word, never the colour alone. */
export const SeverityBadge = ({ severity }: { severity: TRuleSeverity }) => {
  const { t } = useTranslation();
  const { className, Icon } = SEVERITY_STYLE[severity];
  return (
    <span
      data-testid="alert-severity"
      data-severity={severity}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3 shrink-0" />
      {t(`${SEVERITY_KEYS}.${severity}`)}
    </span>
  );
};
