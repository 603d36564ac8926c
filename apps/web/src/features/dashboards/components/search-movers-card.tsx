import type { TCoverage } from '@kampa/contracts/dashboard/dashboard';
import type { TSearchMovers, TSearchRow } from '@kampa/contracts/search-console/search-metrics';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Card } from '@/components/ui/card';
import { TABLE_CELL } from '@/components/ui/sort-header';
import { useFormat } from '@/lib/format';

const HEAD = `${TABLE_CELL} font-medium`;

const LISTS = [
  { kind: 'queries', direction: 'gained', title: 'dashboards.search.movers.queries.gained' },
  { kind: 'queries', direction: 'lost', title: 'dashboards.search.movers.queries.lost' },
  { kind: 'pages', direction: 'gained', title: 'dashboards.search.movers.pages.gained' },
  { kind: 'pages', direction: 'lost', title: 'dashboards.search.movers.pages.lost' },
] as const;

const COLUMNS = {
  queries: 'dashboards.search.queries.column',
  pages: 'dashboards.search.pages.column',
} as const;

/** One list: each query or page with its clicks in both periods and the change. */
const MoversList = ({
  rows,
  title,
  column,
  testId,
}: {
  rows: TSearchRow[];
  title: string;
  column: string;
  testId: string;
}) => {
  const { t } = useTranslation();
  const { number } = useFormat();
  const id = useId();
  return (
    <div className="min-w-0" data-testid={testId}>
      <h4 id={id} className="px-4 text-sm font-semibold text-slate-900 sm:px-5 dark:text-white">
        {title}
      </h4>
      {rows.length === 0 ? (
        <p className="px-4 py-2 text-sm text-slate-600 sm:px-5 dark:text-slate-400">
          {t('dashboards.search.movers.none')}
        </p>
      ) : (
        <ScrollRegion labelledBy={id} testId={testId} className="mt-2">
          <table className="w-full text-sm text-slate-900 dark:text-slate-100">
            <thead className="border-y border-slate-200 bg-slate-50 text-xs text-slate-600 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-400">
              <tr>
                <th scope="col" className={`${HEAD} text-left`}>
                  {column}
                </th>
                <th scope="col" className={`${HEAD} text-right`}>
                  {t('dashboards.search.movers.clicks')}
                </th>
                {/* On a phone the change and today's clicks say it; the clicks before need room. */}
                <th scope="col" className={`${HEAD} hidden text-right sm:table-cell`}>
                  {t('dashboards.search.movers.before')}
                </th>
                <th scope="col" className={`${HEAD} text-right`}>
                  {t('dashboards.search.movers.change')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {rows.map((row) => {
                const change = row.values.clicks - (row.previous?.clicks ?? 0);
                return (
                  <tr key={row.value}>
                    <th scope="row" className={`${TABLE_CELL} text-left font-medium`}>
                      <span
                        className="block max-w-[10rem] truncate sm:max-w-[18rem]"
                        title={row.value}
                      >
                        {row.value}
                      </span>
                    </th>
                    <td className={`${TABLE_CELL} text-right tabular-nums`}>
                      {number(row.values.clicks)}
                    </td>
                    <td className={`${TABLE_CELL} hidden text-right tabular-nums sm:table-cell`}>
                      {number(row.previous?.clicks ?? 0)}
                    </td>
                    <td
                      className={`${TABLE_CELL} text-right tabular-nums ${change > 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}
                    >
                      {number(change, { signDisplay: 'exceptZero' })}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
};

/**
 * The queries and pages that gained and lost most clicks against the comparison, with their
 * clicks in both periods. Without a comparison, or when the synced copy holds only part of it,
 * nothing is ranked and the card says why (a change against missing days is no change).
 */
export const SearchMoversCard = ({
  movers,
  coverage,
}: {
  movers: TSearchMovers | null;
  coverage: TCoverage | null;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const note = !movers
    ? t('dashboards.search.movers.noComparison')
    : !movers.comparable
      ? t('dashboards.search.movers.notComparable', {
          stored: coverage?.compareDaysWithData ?? 0,
          days: coverage?.compareDays ?? 0,
        })
      : null;
  return (
    <Card className="min-w-0 overflow-hidden pb-4" data-testid="search-movers">
      <h3
        id={`${id}-title`}
        className="px-4 pt-4 text-base font-semibold text-slate-900 sm:px-5 dark:text-white"
      >
        {t('dashboards.search.movers.title')}
      </h3>
      {note || !movers ? (
        <p
          className="px-4 pt-2 text-sm text-slate-600 sm:px-5 dark:text-slate-400"
          data-testid="search-movers-note"
        >
          {note}
        </p>
      ) : (
        <div className="mt-3 grid gap-5 lg:grid-cols-2">
          {LISTS.map(({ kind, direction, title }) => (
            <MoversList
              key={`${kind}-${direction}`}
              rows={movers[kind][direction]}
              title={t(title)}
              column={t(COLUMNS[kind])}
              testId={`search-movers-${kind}-${direction}`}
            />
          ))}
        </div>
      )}
    </Card>
  );
};
