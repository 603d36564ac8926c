import { defaultRuleKeyOf } from '@kampa/contracts/monitoring/rule';
import type { TChatToolResult } from '@kampa/contracts/chat/chat';
import {
  ADS_NOT_CONNECTED,
  COMPARE_PARTIAL,
  NO_CAMPAIGN_NAMED,
  PARTIAL_DAY,
} from '../result-notes';
import type { ChatLanguage, Intent } from './grammar';
import { budgetsAnswer } from './budget-answer';
import { searchAnswer } from './search-answer';
import { formatAmount, formatChange, formatDay, formatDays } from './format';
import { BY_DIMENSION, DIMENSION_NAMES, METRIC_NAMES, PHRASES } from './words';

/**
 * The offline analyst's answers: short sentences in the question's language built only from the
 * tool results (every number printed is one of theirs, rounded for reading).
 */
/** A tool's result as the model read it, or the error the tool (or its arguments) gave. */
export type ToolOutcome = { result: TChatToolResult } | { error: string };

export const formatValue = (
  language: ChatLanguage,
  metric: string,
  value: number | null,
  currency: string | null,
): string =>
  value === null ? PHRASES[language].noData : formatAmount(language, metric, value, currency);

const rangeText = (language: ChatLanguage, result: TChatToolResult): string =>
  result.range ? formatDays(language, result.range.from, result.range.to) : '';

const lengthOf = (range: { from: string; to: string }): number =>
  Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;

/**
 * What the answer took without being told: the days a month name stands for when the month is not
 * over, and the comparison when the question named none.
 */
const assumptions = (language: ChatLanguage, intent: Intent, result: TChatToolResult): string[] => {
  const words = PHRASES[language];
  if (!('compare' in intent)) return [];
  const said: string[] = [];
  if (intent.month && result.range) {
    const [year, month] = result.range.from.split('-');
    const monthEnd = new Date(Date.UTC(Number(year), Number(month), 0)).toISOString().slice(0, 10);
    if (result.range.from === result.range.to && result.range.from.endsWith('-01'))
      said.push(words.monthToday);
    else if (result.range.to < monthEnd) said.push(words.monthNotOver);
  }
  if (!intent.compareNamed && result.comparison === 'previous_period' && result.compareRange) {
    said.push(
      words.assumedComparison(
        formatDays(language, result.compareRange.from, result.compareRange.to),
      ),
    );
  }
  return said;
};

const metricLines = (language: ChatLanguage, result: TChatToolResult): string[] => {
  const words = PHRASES[language];
  return result.rows.map((row) => {
    const name = METRIC_NAMES[language][row.label] ?? row.label;
    const value = typeof row.cells.value === 'number' ? row.cells.value : null;
    let line = `${name}: ${formatValue(language, row.label, value, result.currency)}`;
    if (row.cells.accuracy === 'estimate') line += ` (${words.estimate})`;
    return line;
  });
};

/** The notes a metrics result carries (a partial day, partly stored comparisons, no source). */
const noteLines = (language: ChatLanguage, result: TChatToolResult): string[] => {
  const words = PHRASES[language];
  return (result.note ?? '')
    .split('; ')
    .filter(Boolean)
    .map((note) => {
      if (note === PARTIAL_DAY) return words.partialDay;
      const partial = COMPARE_PARTIAL.exec(note);
      if (partial)
        return `${partial[1]}: ${words.comparePartial(partial[2] ?? '', partial[3] ?? '')}`;
      return `${words.notConnected}: ${note}`;
    });
};

/** "This month versus last month": each range's values side by side, no change between them. */
const versusAnswer = (
  language: ChatLanguage,
  first: TChatToolResult,
  second: TChatToolResult,
): string => {
  const words = PHRASES[language];
  const header = `${words.versus(rangeText(language, first), rangeText(language, second))}:`;
  const [firstLines, secondLines] = [metricLines(language, first), metricLines(language, second)];
  const lines = firstLines.map((line, index) => {
    const other = secondLines[index]?.split(': ').slice(1).join(': ') ?? words.noData;
    return `- ${line} | ${other}`;
  });
  const notes = [...new Set([...noteLines(language, first), ...noteLines(language, second)])];
  if (first.range && second.range && lengthOf(first.range) !== lengthOf(second.range)) {
    notes.push(words.versusLengths(lengthOf(first.range), lengthOf(second.range)));
  }
  return `${header}\n${lines.join('\n')}${notes.map((text) => `\n(${text})`).join('')}`;
};

const metricsAnswer = (
  language: ChatLanguage,
  result: TChatToolResult,
  intent?: Intent,
): string => {
  const words = PHRASES[language];
  const lines = result.rows.map((row) => {
    const name = METRIC_NAMES[language][row.label] ?? row.label;
    const value = typeof row.cells.value === 'number' ? row.cells.value : null;
    const previous = typeof row.cells.previous === 'number' ? row.cells.previous : null;
    const change = typeof row.cells.change === 'number' ? row.cells.change : null;
    let line = `${name}: ${formatValue(language, row.label, value, result.currency)}`;
    if (row.cells.accuracy === 'estimate') line += ` (${words.estimate})`;
    if (
      result.comparison &&
      result.comparison !== 'none' &&
      previous !== null &&
      result.compareRange
    ) {
      const changeText = change === null ? '' : `${formatChange(language, change)} `;
      line += `, ${changeText}${words.compared[result.comparison]} (${rangeOfCompare(language, result)}: ${formatValue(language, row.label, previous, result.currency)})`;
    }
    return `- ${line}`;
  });
  const notes = [
    ...noteLines(language, result),
    ...(intent ? assumptions(language, intent, result) : []),
  ];
  const note = notes.map((text) => `\n(${text})`).join('');
  return `${words.days}: ${rangeText(language, result)}\n${lines.join('\n')}${note}`;
};

const rangeOfCompare = (language: ChatLanguage, result: TChatToolResult): string =>
  result.compareRange ? formatDays(language, result.compareRange.from, result.compareRange.to) : '';

const topAnswer = (
  language: ChatLanguage,
  intent: Extract<Intent, { kind: 'top' }>,
  result: TChatToolResult,
): string => {
  const words = PHRASES[language];
  const metric = METRIC_NAMES[language][intent.metric] ?? intent.metric;
  const dimension = DIMENSION_NAMES[language][intent.dimension] ?? intent.dimension;
  const header = `${words.top(dimension, metric.toLowerCase())}, ${rangeText(language, result)}:`;
  // Users by a breakdown were asked: said to be unavailable before sessions are offered.
  const unavailable = intent.unavailable
    ? `${words.usersUnavailable(METRIC_NAMES[language][intent.unavailable] ?? intent.unavailable, BY_DIMENSION[language][intent.dimension] ?? intent.dimension)}\n`
    : '';
  if (result.note) return `${unavailable}${header}\n${words.notConnected}.`;
  const lines = result.rows.map((row) => {
    const value = row.cells[intent.metric];
    const label = row.label === 'total' ? words.total : row.label;
    return `- ${label}: ${formatValue(language, intent.metric, typeof value === 'number' ? value : null, result.currency)}`;
  });
  return `${unavailable}${header}\n${lines.join('\n')}`;
};

const campaignsAnswer = (
  language: ChatLanguage,
  intent: Extract<Intent, { kind: 'campaigns' }>,
  result: TChatToolResult,
): string => {
  const words = PHRASES[language];
  const metric = METRIC_NAMES[language][intent.sortBy] ?? intent.sortBy;
  const header = `${words.campaigns(metric, intent.order)}, ${rangeText(language, result)}:`;
  if (result.note && result.rows.length === 0) {
    return `${header}\n${result.note.includes('not connected') ? `${words.notConnected}.` : words.noCampaigns}`;
  }
  const lines = result.rows.slice(0, 5).map((row) => {
    const value = row.cells[intent.sortBy];
    return `- ${row.label}: ${formatValue(language, intent.sortBy, typeof value === 'number' ? value : null, result.currency)}`;
  });
  return `${header}\n${lines.join('\n')}`;
};

/**
 * One campaign named in the question: each asked metric with its value over the compared days. No
 * campaign of that name: said so, with the campaigns that have data (never another one's numbers).
 */
const campaignAnswer = (
  language: ChatLanguage,
  intent: Extract<Intent, { kind: 'campaign' }>,
  result: TChatToolResult,
): string => {
  const words = PHRASES[language];
  const days = `${words.days}: ${rangeText(language, result)}`;
  const notes = (result.note ?? '').split('; ');
  if (notes.includes(ADS_NOT_CONNECTED)) return `${days}\n${words.notConnected}.`;
  const noMatch = notes.find((note) => note.startsWith(NO_CAMPAIGN_NAMED));
  if (noMatch !== undefined || result.rows.length === 0) {
    const names = noMatch?.split('campaigns with data: ')[1] ?? '';
    return `${days}\n${words.noCampaignNamed(names === 'none' ? '' : names)}`;
  }
  const compared =
    result.comparison && result.comparison !== 'none' && result.compareRange
      ? ` ${words.compared[result.comparison]} (${rangeOfCompare(language, result)}`
      : null;
  const blocks = result.rows.map((row) => {
    const lines = intent.metrics.map((metric) => {
      const name = METRIC_NAMES[language][metric] ?? metric;
      const value = row.cells[metric];
      const previous = row.cells[`previous_${metric}`];
      let line = `- ${name}: ${formatValue(language, metric, typeof value === 'number' ? value : null, result.currency)}`;
      if (compared && typeof previous === 'number') {
        line += `,${compared}: ${formatValue(language, metric, previous, result.currency)})`;
      }
      return line;
    });
    return `${words.campaign(row.label)}\n${lines.join('\n')}`;
  });
  const several = result.rows.length > 1 ? `${words.severalCampaigns}\n` : '';
  const partial = notes.filter((note) => note === PARTIAL_DAY || COMPARE_PARTIAL.test(note));
  const said = [
    ...noteLines(language, { ...result, note: partial.join('; ') }),
    ...assumptions(language, intent, result),
  ].map((text) => `\n(${text})`);
  return `${several}${days}\n${blocks.join('\n')}${said.join('')}`;
};

/** A timeline row as "- day: what: change", the change in the answer's language. */
/** A default rule's stored (English) name in the answer's language; another name as typed. */
const ruleName = (language: ChatLanguage, name: string): string => {
  const key = defaultRuleKeyOf(name);
  return key ? PHRASES[language].ruleNames[key] : name;
};

/** "Search – Brand: pozastavena": what changed, and how, in the answer's language. */
const changeText = (language: ChatLanguage, subject: unknown, change: unknown): string | null => {
  if (typeof subject !== 'string' || typeof change !== 'string') return null;
  const changes: Record<string, string> = PHRASES[language].changes;
  return `${subject}: ${changes[change] ?? change}`;
};

const eventLine = (language: ChatLanguage, row: TChatToolResult['rows'][number]): string => {
  const { subject, change, date, kind } = row.cells;
  const text =
    changeText(
      language,
      kind === 'alert' && typeof subject === 'string' ? ruleName(language, subject) : subject,
      change,
    ) ?? row.label;
  return `- ${typeof date === 'string' ? formatDay(language, date) : String(date)}: ${text}`;
};

const eventsAnswer = (language: ChatLanguage, result: TChatToolResult): string => {
  const words = PHRASES[language];
  if (result.rows.length === 0) return `${rangeText(language, result)}: ${words.noEvents}`;
  const lines = result.rows.slice(0, 8).map((row) => eventLine(language, row));
  return `${words.events}, ${rangeText(language, result)}:\n${lines.join('\n')}`;
};

const setupAnswer = (language: ChatLanguage, result: TChatToolResult): string => {
  const words = PHRASES[language];
  const lines = result.rows.map((row) => {
    const source = words.sources[row.label as 'analytics' | 'ads'] ?? row.label;
    if (row.cells.name === null) return `- ${source}: ${words.notConnected}`;
    const stored =
      row.cells.dataFrom && row.cells.dataTo
        ? `, ${words.stored} ${String(row.cells.dataFrom)} – ${String(row.cells.dataTo)}`
        : '';
    const last = row.cells.lastSuccessAt ? String(row.cells.lastSuccessAt) : words.never;
    return `- ${source}: ${String(row.cells.name)}${stored}, ${words.lastSync}: ${last}`;
  });
  return `${words.setup}:\n${lines.join('\n')}`;
};

const alertLines = (language: ChatLanguage, rows: TChatToolResult['rows']): string[] => {
  const words = PHRASES[language];
  return rows.slice(0, 8).map((row) => {
    const metric = typeof row.cells.metric === 'string' ? row.cells.metric : '';
    const status = words.alertStates[row.cells.status as keyof typeof words.alertStates] ?? '';
    const value =
      typeof row.cells.value === 'number'
        ? `: ${formatValue(language, metric, row.cells.value, null)}`
        : '';
    const baseline =
      typeof row.cells.baseline === 'number'
        ? ` (${words.baseline} ${formatValue(language, metric, row.cells.baseline, null)})`
        : '';
    const { causeDimension, causeValue } = row.cells;
    const causeWords =
      changeText(language, row.cells.causeSubject, row.cells.causeChange) ??
      (causeDimension === 'channel' || causeDimension === 'campaign' || causeDimension === 'page'
        ? `${words.causeDimensions[causeDimension]} ${String(causeValue)}`
        : null) ??
      (row.cells.cause ? String(row.cells.cause) : null);
    const cause = causeWords ? `; ${words.cause}: ${causeWords}` : '';
    const date = typeof row.cells.date === 'string' ? formatDay(language, row.cells.date) : '';
    return `- ${date} ${ruleName(language, row.label)}${value}${baseline}, ${status}${cause}`;
  });
};

const alertsAnswer = (language: ChatLanguage, result: TChatToolResult): string => {
  const words = PHRASES[language];
  if (result.rows.length === 0) return words.noAlerts;
  return `${words.alerts}:\n${alertLines(language, result.rows).join('\n')}`;
};

/**
 * "Why did it change": the numbers, then what the timeline and monitoring saw on the same days
 * (with the alerts' likely causes), said to be a coincidence in time, not a proven cause.
 */
const whyAnswer = (
  language: ChatLanguage,
  intent: Intent,
  [metrics, events, alerts]: TChatToolResult[],
): string => {
  const words = PHRASES[language];
  if (!metrics) return words.failed;
  const range = metrics.range;
  const inRange = (date: unknown) =>
    range !== null && typeof date === 'string' && date >= range.from && date <= range.to;
  const eventRows = (events?.rows ?? []).filter((row) => row.cells.kind !== 'sync');
  const alertRows = (alerts?.rows ?? []).filter((row) => inRange(row.cells.date));
  const parts = [metricsAnswer(language, metrics, intent)];
  if (eventRows.length === 0 && alertRows.length === 0) {
    parts.push(words.why.nothing);
  } else {
    if (eventRows.length > 0) {
      const lines = eventRows.slice(0, 8).map((row) => eventLine(language, row));
      parts.push(`${words.why.events}:\n${lines.join('\n')}`);
    }
    if (alertRows.length > 0) {
      parts.push(`${words.why.alerts}:\n${alertLines(language, alertRows).join('\n')}`);
    }
    parts.push(words.why.caveat);
  }
  return parts.join('\n');
};

/** The answer to `intent` from its tool's result (or the tool's error). */
export const composeAnswer = (
  language: ChatLanguage,
  intent: Intent,
  outcomes: ToolOutcome[],
): string => {
  const words = PHRASES[language];
  const failed = outcomes.find((outcome) => 'error' in outcome);
  if (failed && 'error' in failed) return `${words.intro}\n${words.failed}: ${failed.error}`;
  const results = outcomes.flatMap((outcome) => ('result' in outcome ? [outcome.result] : []));
  const result = results[0];
  if (!result) return `${words.intro}\n${words.failed}`;
  const body = (() => {
    switch (intent.kind) {
      case 'why':
        return whyAnswer(language, intent, results);
      case 'metrics': {
        const second = results[1];
        return intent.versus && second
          ? versusAnswer(language, result, second)
          : metricsAnswer(language, result, intent);
      }
      case 'top':
        return topAnswer(language, intent, result);
      case 'campaigns':
        return campaignsAnswer(language, intent, result);
      case 'campaign':
        return campaignAnswer(language, intent, result);
      case 'events':
        return eventsAnswer(language, result);
      case 'setup':
        return setupAnswer(language, result);
      case 'alerts':
        return alertsAnswer(language, result);
      case 'budgets':
        return budgetsAnswer(language, result);
      case 'search':
        return searchAnswer(language, intent, result, assumptions(language, intent, result));
      case 'unknown':
        return notUnderstood(language);
    }
  })();
  return `${words.intro}\n${body}`;
};

export const notUnderstood = (language: ChatLanguage): string => {
  const words = PHRASES[language];
  return `${words.unknown}\n${words.examples.map((example) => `- ${example}`).join('\n')}`;
};
