import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { DataTable, type Column } from './data-table';

type Row = { key: string; name: string; sessions: number; rate: number | null };

const columns: Column<Row>[] = [
  { id: 'name', label: 'Channel', isNumeric: false, value: (r) => r.name, render: (r) => r.name },
  {
    id: 'sessions',
    label: 'Sessions',
    isNumeric: true,
    value: (r) => r.sessions,
    render: (r) => r.sessions.toLocaleString('en-GB'),
  },
  {
    id: 'rate',
    label: 'Engagement rate',
    isNumeric: true,
    value: (r) => r.rate,
    render: (r) => (r.rate === null ? '—' : `${(r.rate * 100).toFixed(1)}%`),
  },
];

const rows: Row[] = [
  { key: 'a', name: 'Organic Search', sessions: 60186, rate: 0.632 },
  { key: 'b', name: 'Direct', sessions: 23802, rate: 0.58 },
  { key: 'c', name: 'Email, "news"', sessions: 5787, rate: null },
];
const other: Row = { key: 'other', name: 'Other (4 values)', sessions: 100, rate: 0.1 };
const total: Row = { key: 'total', name: 'Total', sessions: 89875, rate: 0.6 };

const renderTable = () =>
  render(
    <DataTable
      testId="table"
      title="Channel"
      caption="Channel, 1–28 March 2026"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      trailingRows={[other]}
      totals={total}
      defaultSort={{ column: 'sessions', direction: 'desc' }}
      fileNameParts={['Zahradní centrum', 'channel', '2026-03-01_2026-03-28']}
    />,
  );

const bodyNames = () =>
  within(screen.getAllByRole('rowgroup')[1]!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('rowheader')[0]!.textContent);

describe('a sortable table', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });

  it('starts sorted by its default column, "other" below and the totals in the footer', () => {
    renderTable();
    expect(bodyNames()).toEqual(['Organic Search', 'Direct', 'Email, "news"', 'Other (4 values)']);
    expect(screen.getByRole('columnheader', { name: /Sessions/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const footer = screen.getAllByRole('rowgroup')[2]!;
    expect(within(footer).getByRole('rowheader')).toHaveTextContent('Total');
  });

  it('sorts by the clicked column, flipping on a second click; missing values last', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: /Sessions/ }));
    expect(bodyNames()).toEqual(['Email, "news"', 'Direct', 'Organic Search', 'Other (4 values)']);
    expect(screen.getByRole('columnheader', { name: /Sessions/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: /Engagement rate/ }));
    expect(bodyNames().slice(0, 3)).toEqual(['Organic Search', 'Direct', 'Email, "news"']);
    expect(screen.getByRole('columnheader', { name: /Sessions/ })).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: /Engagement rate/ }));
    expect(bodyNames().slice(0, 3)).toEqual(['Direct', 'Organic Search', 'Email, "news"']);
    await user.click(screen.getByRole('button', { name: 'Channel' }));
    expect(bodyNames().slice(0, 3)).toEqual(['Direct', 'Email, "news"', 'Organic Search']);
  });
});

describe('CSV export of a table', () => {
  let saved: Blob | null = null;
  beforeEach(async () => {
    await setLanguage('en');
    saved = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads what the table shows, in its order, numbers unformatted, UTF-8 with BOM', async () => {
    const user = userEvent.setup();
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    renderTable();
    await user.click(screen.getByRole('button', { name: /Sessions/ }));
    await user.click(screen.getByRole('button', { name: 'Export CSV: Channel' }));
    expect(clicks).toEqual(['zahradni-centrum_channel_2026-03-01_2026-03-28.csv']);
    const bytes = new Uint8Array(await saved!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(saved!.type).toBe('text/csv;charset=utf-8');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3))).toBe(
      [
        'Channel,Sessions,Engagement rate',
        '"Email, ""news""",5787,',
        'Direct,23802,0.58',
        'Organic Search,60186,0.632',
        'Other (4 values),100,0.1',
        'Total,89875,0.6',
        '',
      ].join('\r\n'),
    );
  });
});
