import type { TChatToolResult } from '@kampa/contracts/chat/chat';
import {
  COMPARE_PARTIAL,
  NOT_FINAL,
  PARTIAL_DAY,
  RANGE_PARTIAL,
  SEARCH_NOT_CONNECTED,
} from '../result-notes';
import type { ChatLanguage, Intent } from './grammar';
import { formatAmount, formatDay, formatDays } from './format';
import { PHRASES } from './words';

type SearchIntent = Extract<Intent, { kind: 'search' }>;

/** The search answer's own words, in both languages. */
const WORDS = {
  cs: {
    header: {
      query: {
        top: { clicks: 'Dotazy s nejvíce prokliky', impressions: 'Dotazy s nejvíce zobrazeními' },
        lost: {
          clicks: 'Dotazy, které ztratily nejvíc prokliků',
          impressions: 'Dotazy, které ztratily nejvíc zobrazení',
        },
        gained: {
          clicks: 'Dotazy, které získaly nejvíc prokliků',
          impressions: 'Dotazy, které získaly nejvíc zobrazení',
        },
      },
      page: {
        top: {
          clicks: 'Stránky s nejvíce prokliky z vyhledávání',
          impressions: 'Stránky s nejvíce zobrazeními ve vyhledávání',
        },
        lost: {
          clicks: 'Stránky, které ztratily nejvíc prokliků z vyhledávání',
          impressions: 'Stránky, které ztratily nejvíc zobrazení ve vyhledávání',
        },
        gained: {
          clicks: 'Stránky, které získaly nejvíc prokliků z vyhledávání',
          impressions: 'Stránky, které získaly nejvíc zobrazení ve vyhledávání',
        },
      },
    },
    against: 'oproti',
    clicks: 'prokliky',
    impressions: 'zobrazení',
    before: 'předtím',
    position: 'pozice',
    none: 'V těchto dnech tomu neodpovídá žádný dotaz ani stránka.',
    notConnected: 'Google Search Console není připojena.',
    rangePartial: (stored: string, days: string) =>
      `z ${days} dní je uloženo jen ${stored}: čísla pokrývají jen je`,
    notFinal: (day: string) => `dny od ${day} ještě nejsou konečné: Google je může doplnit`,
    rare: 'Vzácné dotazy Google anonymizuje: nejsou v žádném řádku, jen v celkových číslech.',
  },
  en: {
    header: {
      query: {
        top: {
          clicks: 'Search queries with the most clicks',
          impressions: 'Search queries with the most impressions',
        },
        lost: {
          clicks: 'Search queries that lost the most clicks',
          impressions: 'Search queries that lost the most impressions',
        },
        gained: {
          clicks: 'Search queries that gained the most clicks',
          impressions: 'Search queries that gained the most impressions',
        },
      },
      page: {
        top: {
          clicks: 'Pages with the most clicks from search',
          impressions: 'Pages with the most impressions in search',
        },
        lost: {
          clicks: 'Pages that lost the most clicks from search',
          impressions: 'Pages that lost the most impressions in search',
        },
        gained: {
          clicks: 'Pages that gained the most clicks from search',
          impressions: 'Pages that gained the most impressions in search',
        },
      },
    },
    against: 'against',
    clicks: 'clicks',
    impressions: 'impressions',
    before: 'before',
    position: 'position',
    none: 'No query or page fits that in these days.',
    notConnected: 'Google Search Console is not connected.',
    rangePartial: (stored: string, days: string) =>
      `only ${stored} of the ${days} days are stored: the numbers cover those alone`,
    notFinal: (day: string) =>
      `the days from ${day} are not final yet: Google may still add to them`,
    rare: 'Google anonymizes rare queries: they are in no row, only in the totals.',
  },
} as const;

const number = (value: unknown): number | null => (typeof value === 'number' ? value : null);

const signed = (language: ChatLanguage, metric: string, value: number): string =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatAmount(language, metric, Math.abs(value), null)}`;

/** One query or page: the ranked metric now, before and the difference; the rest as they are. */
const line = (
  language: ChatLanguage,
  intent: SearchIntent,
  row: TChatToolResult['rows'][number],
): string => {
  const words = WORDS[language];
  const { cells } = row;
  const ranked = intent.metric;
  const other = ranked === 'clicks' ? 'impressions' : 'clicks';
  const now = number(cells[ranked]);
  const before = number(cells[ranked === 'clicks' ? 'previousClicks' : 'previousImpressions']);
  const change = number(cells[ranked === 'clicks' ? 'clicksChange' : 'impressionsChange']);
  const amount = (metric: string, value: number | null) =>
    value === null ? PHRASES[language].noData : formatAmount(language, metric, value, null);
  let text = `- ${row.label}: ${words[ranked]} ${amount(ranked, now)}`;
  if (before !== null && change !== null) {
    text += ` (${words.before} ${amount(ranked, before)}, ${signed(language, ranked, change)})`;
  }
  const position = number(cells.position);
  text += `, ${words[other]} ${amount(other, number(cells[other]))}, CTR ${amount('ctr', number(cells.ctr))}`;
  if (position !== null) text += `, ${words.position} ${amount('position', position)}`;
  return text;
};

const noteLines = (language: ChatLanguage, note: string | null): string[] => {
  const words = WORDS[language];
  const phrases = PHRASES[language];
  return (note ?? '')
    .split('; ')
    .filter(Boolean)
    .flatMap((part) => {
      if (part === PARTIAL_DAY) return [phrases.partialDay];
      const compare = COMPARE_PARTIAL.exec(part);
      if (compare) return [phrases.comparePartial(compare[2] ?? '', compare[3] ?? '')];
      const range = RANGE_PARTIAL.exec(part);
      if (range) return [words.rangePartial(range[2] ?? '', range[3] ?? '')];
      const notFinal = NOT_FINAL.exec(part);
      if (notFinal) return [words.notFinal(formatDay(language, notFinal[1] ?? ''))];
      return [];
    });
};

/**
 * "Which queries lost the most clicks last month?": Search Console's queries or pages as the tool
 * ranked them, each with its clicks and impressions now and before, CTR and position; what the
 * answer assumed (`assumptions`, from the composer) and the days not final or not held.
 */
export const searchAnswer = (
  language: ChatLanguage,
  intent: SearchIntent,
  result: TChatToolResult,
  assumptions: readonly string[],
): string => {
  const words = WORDS[language];
  const days = result.range ? formatDays(language, result.range.from, result.range.to) : '';
  const compared =
    intent.rank !== 'top' && result.compareRange
      ? ` ${words.against} ${formatDays(language, result.compareRange.from, result.compareRange.to)}`
      : '';
  const header = `${words.header[intent.dimension][intent.rank][intent.metric]}, ${days}${compared}:`;
  if (result.note === SEARCH_NOT_CONNECTED) return `${header}\n${words.notConnected}`;
  const lines = result.rows.map((row) => line(language, intent, row));
  const notes = [...noteLines(language, result.note), ...assumptions];
  if (intent.dimension === 'query') notes.push(words.rare);
  return [header, ...(lines.length > 0 ? lines : [words.none]), ...notes.map((n) => `(${n})`)].join(
    '\n',
  );
};
