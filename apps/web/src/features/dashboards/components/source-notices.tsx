import type { TCoverage } from '@kampa/contracts/dashboard/dashboard';
import type { TSyncErrorCode } from '@kampa/contracts/sync/sync';
import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { AlertTriangle, Info, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSyncing } from '@/features/dashboards/api/dashboard-keys';
import { useFormat } from '@/lib/format';
import type { TShownProjectSource } from '@/lib/shown-sources';
import { CONNECT_PATHS } from './dashboard-states';

export const SYNC_ERROR_KEYS = {
  reconnect_needed: 'dashboards.syncError.reconnect_needed',
  permission_denied: 'dashboards.syncError.permission_denied',
  quota_exhausted: 'dashboards.syncError.quota_exhausted',
  google_unavailable: 'dashboards.syncError.google_unavailable',
  disconnected: 'dashboards.syncError.disconnected',
  internal_error: 'dashboards.syncError.internal_error',
} as const satisfies Record<TSyncErrorCode, string>;

const UNSETTLED_KEYS = {
  analytics: 'dashboards.notices.unsettled.analytics',
  ads: 'dashboards.notices.unsettled.ads',
  search_console: 'dashboards.notices.unsettled.searchConsole',
} as const;

const SOURCE_NAME_KEYS = {
  analytics: 'dashboards.source.analytics',
  ads: 'dashboards.source.ads',
  search_console: 'dashboards.source.searchConsole',
} as const;

const TONES = {
  info: 'border-indigo-200 bg-indigo-50 text-indigo-900 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-100',
  warning:
    'border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100',
} as const;

const Notice = ({
  tone,
  icon,
  children,
  testId,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  children: ReactNode;
  testId: string;
}) => (
  <div
    className={clsx('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', TONES[tone])}
    data-testid={testId}
  >
    <span className="mt-0.5 shrink-0">{icon}</span>
    <div className="min-w-0">{children}</div>
  </div>
);

/**
 * What the reader should know about the numbers below: access to renew, a sync under way or
 * failed, or days of the range (or the comparison) not stored.
 */
export const SourceNotices = ({
  source,
  coverage,
  projectUid,
  showUnsettled = true,
}: {
  source: TShownProjectSource;
  coverage: TCoverage | null;
  projectUid: string;
  /** False where one `UnsettledNotice` says it for every source (the overview). */
  showUnsettled?: boolean;
}) => {
  const { t } = useTranslation();
  const { number } = useFormat();
  const warning = <AlertTriangle aria-hidden="true" className="size-4" />;
  const info = <Info aria-hidden="true" className="size-4" />;
  const link = (
    <Link
      to={CONNECT_PATHS[source.kind]}
      params={{ projectId: projectUid }}
      className="font-medium underline underline-offset-4"
    >
      {t('dashboards.notices.reconnect')}
    </Link>
  );
  const notices: ReactNode[] = [];
  if (source.connectionStatus !== 'active') {
    notices.push(
      <Notice key="access" tone="warning" icon={warning} testId="notice-reconnect">
        {t('dashboards.notices.accessLost', { name: source.displayName })} {link}
      </Notice>,
    );
  } else if (source.sync.state === 'failed' && source.sync.lastError) {
    notices.push(
      <Notice key="failed" tone="warning" icon={warning} testId="notice-sync-failed">
        {t('dashboards.notices.syncFailed')} {t(SYNC_ERROR_KEYS[source.sync.lastError.code])}
      </Notice>,
    );
  }
  if (isSyncing(source)) {
    const progress = number(source.sync.progress ?? 0, {
      style: 'percent',
      maximumFractionDigits: 0,
    });
    notices.push(
      <Notice
        key="syncing"
        tone="info"
        icon={<RefreshCw aria-hidden="true" className="size-4" />}
        testId="notice-syncing"
      >
        {t('dashboards.notices.syncing', { progress })}
      </Notice>,
    );
  }
  if (coverage && coverage.daysWithData > 0 && coverage.daysWithData < coverage.days) {
    notices.push(
      <Notice key="coverage" tone="info" icon={info} testId="notice-coverage">
        {t('dashboards.notices.partial', { stored: coverage.daysWithData, days: coverage.days })}
      </Notice>,
    );
  }
  const compareDays = coverage?.compareDays ?? null;
  const compareStored = coverage?.compareDaysWithData ?? null;
  if (compareDays !== null && compareStored !== null && compareStored < compareDays) {
    notices.push(
      <Notice key="compare" tone="info" icon={info} testId="notice-compare-coverage">
        {t('dashboards.notices.comparePartial', { stored: compareStored, days: compareDays })}
      </Notice>,
    );
  }
  // Google's newest days are not final yet (GA4 settles in ~48 hours, Ads adds late conversions
  // for a week): said, so a low yesterday is not read as a fall.
  if (showUnsettled && coverage?.unsettledFrom) {
    notices.push(
      <UnsettledNotice
        key="unsettled"
        days={[{ kind: source.kind, from: coverage.unsettledFrom }]}
      />,
    );
  }
  return notices.length > 0 ? <div className="space-y-2">{notices}</div> : null;
};

/**
 * Which of the range's newest days Google may still revise: one source's in its own words (why
 * its days settle late), several sources' in one notice naming each with its first such day, so
 * the overview does not stack three notices above its numbers.
 */
export const UnsettledNotice = ({
  days,
}: {
  days: readonly { kind: TShownProjectSource['kind']; from: string }[];
}) => {
  const { t } = useTranslation();
  const { date, language } = useFormat();
  const [only] = days;
  if (!only) return null;
  const dayOf = (from: string) => date(from, { day: 'numeric', month: 'long' });
  const text =
    days.length === 1
      ? t(UNSETTLED_KEYS[only.kind], { date: dayOf(only.from) })
      : t('dashboards.notices.unsettledMany', {
          sources: new Intl.ListFormat(language, { type: 'conjunction' }).format(
            days.map(({ kind, from }) =>
              t('dashboards.notices.unsettledFrom', {
                source: t(SOURCE_NAME_KEYS[kind]),
                date: dayOf(from),
              }),
            ),
          ),
        });
  return (
    <Notice
      tone="info"
      icon={<Info aria-hidden="true" className="size-4" />}
      testId="notice-unsettled"
    >
      {text}
    </Notice>
  );
};
