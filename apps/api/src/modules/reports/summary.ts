import type { TReportFields } from '@kampa/contracts/reports/report';
import { checkGroundingAgainst, type TextWriter } from '../chat';
import type { ReportData } from './report-data';
import { summaryFacts, type SummaryFact } from './summary-facts';
import { lineText, offlineSummary, type SummaryLine } from './summary-text';

/** How long a page or an e-mail waits for the model before it takes the offline wording. */
export const SUMMARY_MODEL_TIMEOUT_MS = 20_000;
/** Worded summaries kept (by facts and language), so a page opened again asks the model nothing. */
const CACHE_ENTRIES = 200;
/** A refused or ungrounded wording is asked for again after this long (a model's bad moment). */
const FAILURE_TTL_MS = 10 * 60_000;

/**
 * What a model is shown of a fact: its numbers and names, not the page's bookkeeping (a row's
 * position or a campaign's id are numbers no sentence should hold).
 */
const modelFactOf = (fact: SummaryFact): Record<string, unknown> => {
  if (fact.kind === 'channel_driver') {
    const { row: _row, ...rest } = fact;
    return rest;
  }
  if (fact.kind === 'campaign_driver') {
    const { campaignId: _campaignId, ...rest } = fact;
    return rest;
  }
  return fact;
};

const systemOf = (language: TReportFields['language'], count: number): string =>
  [
    `You word the summary of a marketing report for an agency's client, in ${language === 'cs' ? 'Czech' : 'English'}.`,
    `Write exactly ${count} lines, one sentence per fact, in the facts' order: no heading, no list marks, no numbering, no markdown.`,
    'Use only the numbers of the facts, written in digits as the reference wording writes them; add no number of your own (no count, rank, date, sum or percentage the facts do not hold).',
    'Rates and changes are fractions (0.125 is 12.5 %). Do not explain causes the facts do not state.',
  ].join('\n');

const promptOf = (facts: readonly SummaryFact[], offline: readonly SummaryLine[]): string =>
  JSON.stringify(
    facts.map((fact, index) => ({
      fact: modelFactOf(fact),
      reference: offline[index] ? lineText(offline[index]) : '',
    })),
    null,
    1,
  );

/**
 * The model's lines when each is one fact's sentence holding only that fact's numbers; null when
 * the model wrote another number of lines or any number not in its fact (never sent: the caller
 * takes the offline wording).
 */
export const groundedModelLines = (
  text: string,
  facts: readonly SummaryFact[],
): SummaryLine[] | null => {
  const lines = text
    .split('\n')
    .map((line) => line.replace(/^\s*[-*•]\s+/, '').trim())
    .filter((line) => line !== '');
  if (lines.length !== facts.length) return null;
  const worded: SummaryLine[] = [];
  for (const [index, line] of lines.entries()) {
    const fact = facts[index];
    if (!fact) return null;
    if (checkGroundingAgainst(line, modelFactOf(fact)).ungrounded.length > 0) return null;
    worded.push({ fact, parts: [line] });
  }
  return worded;
};

/** Words a report's facts: the offline writer's lines, or a model's when every number holds. */
export type SummaryWriter = (
  data: ReportData,
  fields: Pick<TReportFields, 'language' | 'comparison'>,
) => Promise<SummaryLine[]>;

/** The offline writer alone (no model configured, or the tests). */
export const offlineSummaryWriter: SummaryWriter = async (data, fields) =>
  offlineSummary(summaryFacts(data), fields);

/**
 * A writer that asks the chat's model to word the facts and checks every number of its text with
 * the chat's grounding against the facts; a refusal, a timeout, a wrong number of lines or any
 * ungrounded number gives the offline wording instead. The answers are kept by facts and
 * language, so each page view does not ask the model again.
 */
export const modelSummaryWriter = (
  write: TextWriter,
  options: { timeoutMs?: number; now?: () => number } = {},
): SummaryWriter => {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { lines: Promise<SummaryLine[] | null>; until: number }>();
  return async (data, fields) => {
    const facts = summaryFacts(data);
    const offline = offlineSummary(facts, fields);
    if (facts.length === 0) return offline;
    const key = `${fields.language}:${fields.comparison}:${JSON.stringify(facts)}`;
    let entry = cache.get(key);
    if (!entry || entry.until < now()) {
      const lines = write({
        system: systemOf(fields.language, facts.length),
        prompt: promptOf(facts, offline),
        timeoutMs: options.timeoutMs ?? SUMMARY_MODEL_TIMEOUT_MS,
      })
        .then((text) => groundedModelLines(text, facts))
        .catch(() => null);
      entry = { lines, until: Number.POSITIVE_INFINITY };
      cache.delete(key);
      cache.set(key, entry);
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value ?? '');
      const kept = entry;
      void lines.then((worded) => {
        if (worded === null) kept.until = now() + FAILURE_TTL_MS;
      });
    }
    return (await entry.lines) ?? offline;
  };
};

/** The report's writer: the model's when the chat has one configured, else the offline one. */
export const summaryWriterOf = (write: TextWriter | null | undefined): SummaryWriter =>
  write ? modelSummaryWriter(write) : offlineSummaryWriter;
