import type {
  TWorkspaceReport,
  TWorkspaceReportDeliveryState,
} from '@kampa/contracts/reports/list-workspace-reports';
import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  problemOf,
  type WorkspaceReportRow as Row,
} from '@/features/reports/lib/workspace-report-rows';
import { useFormat } from '@/lib/format';

/** The columns of a wide screen; below `lg` each line stacks its cells with their names. */
export const ROW_GRID =
  'lg:grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)] lg:gap-4';

const STATE_KEYS = {
  sent: 'reports.workspace.states.sent',
  failed: 'reports.workspace.states.failed',
  pending: 'reports.workspace.states.pending',
} as const satisfies Record<TWorkspaceReportDeliveryState, string>;

const STATE_STYLES: Record<TWorkspaceReportDeliveryState, string> = {
  sent: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  failed: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  pending: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

const STATE_ICONS: Record<TWorkspaceReportDeliveryState, ReactNode> = {
  sent: <CheckCircle2 aria-hidden="true" className="size-3.5" />,
  failed: <AlertTriangle aria-hidden="true" className="size-3.5" />,
  pending: <Clock aria-hidden="true" className="size-3.5" />,
};

const Badge = ({ className, children }: { className: string; children: ReactNode }) => (
  <span
    className={clsx(
      'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
      className,
    )}
  >
    {children}
  </span>
);

/** A cell with its column's name: shown above it on a narrow screen, read out on a wide one. */
const Cell = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="mt-2 min-w-0 first:mt-0 lg:mt-0">
    <dt className="text-xs font-medium text-slate-600 lg:sr-only dark:text-slate-400">{label}</dt>
    <dd className="text-sm break-words text-slate-800 dark:text-slate-200">{children}</dd>
  </div>
);

const useScheduleText = () => {
  const { t } = useTranslation();
  const format = useFormat();
  return (schedule: TWorkspaceReport['schedule']) => {
    if (schedule === null) return t('reports.workspace.scheduleNone');
    const time = `${String(schedule.hour).padStart(2, '0')}:00`;
    if (schedule.kind === 'monthly') {
      return t('reports.workspace.scheduleMonthly', { day: schedule.day, time });
    }
    // 5 January 2026 is a Monday: its week names the weekdays in the user's language.
    const weekday = format.date(`2026-01-0${4 + schedule.weekday}T12:00:00Z`, {
      weekday: 'long',
      timeZone: 'UTC',
    });
    return t('reports.workspace.scheduleWeekly', { weekday, time });
  };
};

const LastDelivery = ({ report }: { report: TWorkspaceReport }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const last = report.lastDelivery;
  if (last === null) {
    return (
      <span className="text-slate-600 dark:text-slate-400">{t('reports.workspace.neverSent')}</span>
    );
  }
  const total = last.recipients.sent + last.recipients.failed + last.recipients.pending;
  const when = format.date(last.sentAt ?? last.queuedAt, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <>
      <Badge className={STATE_STYLES[last.state]}>
        {STATE_ICONS[last.state]}
        <span data-testid="workspace-report-state">{t(STATE_KEYS[last.state])}</span>
      </Badge>
      {last.state === 'failed' ? (
        <span className="ml-2 font-medium text-red-800 dark:text-red-300">
          {t('reports.workspace.failedOf', { failed: last.recipients.failed, total })}
        </span>
      ) : null}
      {last.state === 'pending' ? (
        <span className="ml-2">
          {t('reports.workspace.pendingOf', { pending: last.recipients.pending, total })}
        </span>
      ) : null}
      <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
        {t('reports.workspace.period', {
          period: format.dateRange(last.period.from, last.period.to, {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
          }),
        })}
        {' · '}
        {t(last.sentAt ? 'reports.workspace.sentAt' : 'reports.workspace.queuedAt', {
          date: when,
        })}
      </span>
    </>
  );
};

/** One line: a client's report with its schedule, next send and last delivery, or its absence. */
export const WorkspaceReportRow = ({ row }: { row: Row }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const scheduleText = useScheduleText();
  const { project, report } = row;
  const problem = problemOf(row);
  return (
    <li
      className={clsx(
        'border-l-4 px-3 py-3 sm:px-4',
        problem === 'failed' && 'border-red-600 bg-red-50 dark:border-red-500 dark:bg-red-950/40',
        problem === 'no_report' &&
          'border-amber-500 bg-amber-50 dark:border-amber-400 dark:bg-amber-950/40',
        problem === null && 'border-transparent',
      )}
      data-testid="workspace-report-row"
      data-problem={problem ?? undefined}
    >
      <dl className={ROW_GRID}>
        <Cell label={t('reports.workspace.columns.client')}>
          <Link
            to="/project/$projectId/reports"
            params={{ projectId: project.uid }}
            className="font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
          >
            {project.name}
          </Link>
          {project.isArchived ? (
            <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">
              {t('reports.workspace.archived')}
            </span>
          ) : null}
        </Cell>
        <Cell label={t('reports.workspace.columns.report')}>
          {report === null ? (
            <Badge className="bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              <AlertTriangle aria-hidden="true" className="size-3.5" />
              {t('reports.workspace.noReport')}
            </Badge>
          ) : (
            <>
              <span className="font-medium">{report.title}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {t('reports.workspace.recipients', { count: report.recipientCount })}
              </span>
            </>
          )}
        </Cell>
        {report === null ? null : (
          <>
            <Cell label={t('reports.workspace.columns.schedule')}>
              {scheduleText(report.schedule)}
            </Cell>
            <Cell label={t('reports.workspace.columns.nextSend')}>
              {report.nextSendAt
                ? format.date(report.nextSendAt, { dateStyle: 'medium', timeStyle: 'short' })
                : t(
                    report.schedule === null
                      ? 'reports.workspace.notScheduled'
                      : 'reports.workspace.noRecipients',
                  )}
            </Cell>
            <Cell label={t('reports.workspace.columns.lastDelivery')}>
              <LastDelivery report={report} />
            </Cell>
          </>
        )}
      </dl>
    </li>
  );
};
