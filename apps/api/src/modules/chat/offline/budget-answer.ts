import type { TChatToolResult } from '@kampa/contracts/chat/chat';
import { ADS_NOT_CONNECTED } from '../result-notes';
import type { ChatLanguage } from './grammar';
import { formatAmount, formatDay, formatDays } from './format';
import { PHRASES } from './words';

type Row = TChatToolResult['rows'][number];

const number = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A budget's share spent as a whole percent ("62 %", "62%"). */
const percent = (language: ChatLanguage, share: number) =>
  new Intl.NumberFormat(language === 'cs' ? 'cs-CZ' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(share);

/** One budget's line: its cycle's days, spent against the plan, the projection and what is needed. */
const budgetLine = (language: ChatLanguage, row: Row, currency: string | null): string => {
  const words = PHRASES[language].budgets;
  const money = (value: number) => formatAmount(language, 'cost', value, currency);
  const { cells } = row;
  const amount = number(cells.amount);
  const spent = number(cells.spent);
  const from = text(cells.from);
  const to = text(cells.to);
  if (amount === null || spent === null || from === null || to === null) {
    return `- ${row.label}: ${PHRASES[language].noData}`;
  }
  const share = percent(language, number(cells.spentShare) ?? spent / amount);
  if (cells.phase === 'upcoming') {
    return `- ${row.label}: ${words.upcoming(formatDay(language, from), money(amount))}.`;
  }
  const head = `- ${row.label}, ${formatDays(language, from, to)}: `;
  if (cells.phase === 'ended') return `${head}${words.ended(money(spent), money(amount), share)}.`;
  const status = words.status[cells.status as keyof typeof words.status] ?? String(cells.status);
  const parts = [
    words.spent(
      money(spent),
      money(amount),
      share,
      String(cells.daysElapsed),
      String(cells.daysTotal),
    ),
    words.expected(money(number(cells.expected) ?? 0)),
    words.projected(
      money(number(cells.projected) ?? 0),
      money(number(cells.projectedLow) ?? 0),
      money(number(cells.projectedHigh) ?? 0),
      status,
    ),
  ];
  const needed = number(cells.neededDaily);
  if (needed !== null && needed > 0) parts.push(words.needed(money(needed)));
  const unsettledFrom = text(cells.unsettledFrom);
  if (unsettledFrom) parts.push(words.unsettled(formatDay(language, unsettledFrom)));
  return `${head}${parts.join('; ')}.`;
};

/**
 * "How are we doing on the budget?": each budget's current cycle as the pacing card shows it, in
 * the question's language, every amount in the Ads account's currency as the screens write it.
 */
export const budgetsAnswer = (language: ChatLanguage, result: TChatToolResult): string => {
  const words = PHRASES[language].budgets;
  if (result.note === ADS_NOT_CONNECTED) return words.notConnected;
  if (result.rows.length === 0) return words.none;
  const lines = result.rows.map((row) => budgetLine(language, row, result.currency));
  const running = result.rows.some((row) => row.cells.phase === 'running');
  return [`${words.title}:`, ...lines, ...(running ? [words.today] : [])].join('\n');
};
