import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { FOCUS_RING } from '@/components/ui/button';
import type { SortDirection } from '@/lib/sort';

/** The padding of every cell of a dashboard table (wider at the edges). */
export const TABLE_CELL = 'px-3 py-2.5 first:pl-4 last:pr-4 sm:first:pl-5 sm:last:pr-5';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column's header as a button that sorts by it; the arrow and `aria-sort` say how the table is
 * sorted. The first column's header stays in view when the table scrolls sideways.
 */
export const SortHeader = ({
  label,
  isFirst,
  direction,
  onSort,
}: {
  label: string;
  isFirst: boolean;
  /** How the table is sorted by this column, or null when by another. */
  direction: SortDirection | null;
  onSort: () => void;
}) => {
  const Icon = direction === null ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={direction ? ARIA_SORT[direction] : undefined}
      className={clsx(
        TABLE_CELL,
        'py-2 font-medium whitespace-nowrap',
        isFirst ? 'sticky left-0 z-[1] bg-slate-50 text-left dark:bg-slate-950' : 'text-right',
      )}
    >
      <button
        type="button"
        onClick={onSort}
        className={clsx(
          'inline-flex items-center gap-1 rounded hover:text-slate-900 dark:hover:text-white',
          !isFirst && 'flex-row-reverse',
          direction && 'text-slate-900 dark:text-white',
          FOCUS_RING,
        )}
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      </button>
    </th>
  );
};
