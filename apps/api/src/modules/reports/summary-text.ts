import { defaultRuleKeyOf } from '@kampa/contracts/monitoring/rule';
import type { TReportFields } from '@kampa/contracts/reports/report';
import { formatMetric, formatsOf, type Formats } from './format';
import { pageTextOf, type PageText } from './page-text';
import type { SummaryFact } from './summary-facts';

/**
 * A piece of a summary line: words, or a number with the raw value it shows (the page writes it
 * as `<data value>`, so a reader's tool and the tests can trace it to the dashboards' number).
 */
export type SummaryPart = string | { value: number; text: string };

/** One fact in words. */
export type SummaryLine = { fact: SummaryFact; parts: SummaryPart[] };

/** A line as plain text (the e-mail, the model's check). */
export const lineText = (line: SummaryLine): string =>
  line.parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');

/**
 * Czech metric names inside a sentence: the nominative, the genitive and the past tense's ending
 * the name takes ("návštěvy vzrostly", "cena za konverzi vzrostla", "uživatelé vzrostli").
 */
const CS_METRICS: Record<string, { nominative: string; genitive: string; ending: string }> = {
  sessions: { nominative: 'návštěvy', genitive: 'návštěv', ending: 'y' },
  totalUsers: { nominative: 'uživatelé', genitive: 'uživatelů', ending: 'i' },
  keyEvents: { nominative: 'klíčové události', genitive: 'klíčových událostí', ending: 'y' },
  totalRevenue: { nominative: 'tržby', genitive: 'tržeb', ending: 'y' },
  cost: { nominative: 'náklady na reklamu', genitive: 'nákladů na reklamu', ending: 'y' },
  conversions: { nominative: 'konverze', genitive: 'konverzí', ending: 'y' },
  conversionValue: { nominative: 'hodnota konverzí', genitive: 'hodnoty konverzí', ending: 'a' },
  cpa: { nominative: 'cena za konverzi', genitive: 'ceny za konverzi', ending: 'a' },
  roas: { nominative: 'ROAS', genitive: 'ROAS', ending: '' },
};

/** English metric names inside a sentence (ROAS keeps its capitals). */
const EN_METRICS: Record<string, string> = {
  sessions: 'sessions',
  totalUsers: 'users',
  keyEvents: 'key events',
  totalRevenue: 'revenue',
  cost: 'ad cost',
  conversions: 'conversions',
  conversionValue: 'conversion value',
  cpa: 'cost per conversion',
  roas: 'ROAS',
};

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "a, b and c" / "a, b a c". */
const listOf = (items: readonly string[], and: string): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`;

/** The word for a count: Czech has one (1), few (2–4) and many (5+) forms, English one and other. */
const plural = (
  locale: string,
  count: number,
  forms: { one: string; few?: string; other: string },
): string => {
  const category = new Intl.PluralRules(locale).select(count);
  return category === 'one'
    ? forms.one
    : category === 'few'
      ? (forms.few ?? forms.other)
      : forms.other;
};

type Writer = {
  text: PageText;
  formats: Formats;
  language: TReportFields['language'];
  comparison: TReportFields['comparison'];
};

const metricNumber = (
  writer: Writer,
  metric: string,
  value: number,
  currency: string | null,
): SummaryPart => ({ value, text: formatMetric(writer.formats, metric, value, currency) });

/** A difference with its sign, in the metric's unit (+300, -1 250,00 Kč), signed as `change` is. */
const deltaNumber = (
  writer: Writer,
  metric: string,
  delta: number,
  currency: string | null,
): SummaryPart => {
  const magnitude = formatMetric(writer.formats, metric, Math.abs(delta), currency);
  return { value: delta, text: `${delta > 0 ? '+' : '-'}${magnitude}` };
};

const countNumber = (writer: Writer, count: number): SummaryPart => ({
  value: count,
  text: writer.formats.count(count),
});

/** A default rule's stored (English) name in the report's language; another as typed. */
const ruleName = (writer: Writer, name: string): string => {
  const key = defaultRuleKeyOf(name);
  return key ? writer.text.ruleNames[key] : name;
};

const monthName = (locale: string, month: string): string =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const czech = (writer: Writer, fact: SummaryFact): SummaryPart[] => {
  const { formats } = writer;
  const name = (metric: string) =>
    CS_METRICS[metric] ?? { nominative: metric, genitive: metric, ending: '' };
  switch (fact.kind) {
    case 'kpi_move': {
      const metric = name(fact.metric);
      const verb = fact.direction === 'up' ? 'vzrostl' : 'klesl';
      return [
        `Nejvíce ${verb}${metric.ending} ${metric.nominative}, z `,
        metricNumber(writer, fact.metric, fact.previous, fact.currency),
        ' na ',
        metricNumber(writer, fact.metric, fact.value, fact.currency),
        ' (',
        { value: fact.change, text: formats.change(fact.change) },
        ` ${writer.text.comparedWith[writer.comparison]}).`,
      ];
    }
    case 'kpi_values':
      return [
        'Srovnání není k dispozici: srovnávané období nemá data. Hlavní čísla: ',
        ...fact.values.flatMap((entry, index): SummaryPart[] => [
          index === 0 ? '' : ', ',
          `${name(entry.metric).nominative} `,
          metricNumber(writer, entry.metric, entry.value, entry.currency),
        ]),
        '.',
      ];
    case 'channel_driver':
      return [
        `Největší změnu ${name(fact.metric).genitive} měl kanál ${fact.channel}: z `,
        metricNumber(writer, fact.metric, fact.previous, fact.currency),
        ' na ',
        metricNumber(writer, fact.metric, fact.value, fact.currency),
        ' (',
        deltaNumber(writer, fact.metric, fact.delta, fact.currency),
        ').',
      ];
    case 'campaign_driver':
      return [
        `Největší změnu ${name(fact.metric).genitive} měla kampaň ${fact.campaign}: z `,
        metricNumber(writer, fact.metric, fact.previous, fact.currency),
        ' na ',
        metricNumber(writer, fact.metric, fact.value, fact.currency),
        ' (',
        deltaNumber(writer, fact.metric, fact.delta, fact.currency),
        ').',
      ];
    case 'events': {
      const parts: SummaryPart[][] = [];
      if (fact.annotations > 0) {
        const word = plural('cs', fact.annotations, {
          one: 'poznámka',
          few: 'poznámky',
          other: 'poznámek',
        });
        const more = fact.annotations - fact.named.length;
        const names = fact.named.map((title) => `„${title}“`);
        parts.push([
          countNumber(writer, fact.annotations),
          ` ${word} (${names.join(', ')}`,
          ...(more > 0 ? [' a ', countNumber(writer, more), ' další'] : []),
          ')',
        ]);
      }
      if (fact.campaignChanges > 0) {
        const word = plural('cs', fact.campaignChanges, {
          one: 'změna',
          few: 'změny',
          other: 'změn',
        });
        const campaigns = plural('cs', fact.campaigns, { one: 'kampaně', other: 'kampaní' });
        parts.push([
          countNumber(writer, fact.campaignChanges),
          ` ${word} u `,
          countNumber(writer, fact.campaigns),
          ` ${campaigns}`,
        ]);
      }
      return [
        'Na časové ose za toto období: ',
        ...parts.flatMap((part, index) => [...(index > 0 ? [' a '] : []), ...part]),
        '.',
      ];
    }
    case 'alerts': {
      if (fact.count === 0) return ['V tomto období nebylo žádné upozornění.'];
      const rules = fact.rules.map((rule) => ruleName(writer, rule));
      return [
        'Upozornění v tomto období: ',
        countNumber(writer, fact.count),
        ...(fact.critical > 0
          ? [
              ', z toho ',
              countNumber(writer, fact.critical),
              ` ${plural('cs', fact.critical, { one: 'kritické', few: 'kritická', other: 'kritických' })}`,
            ]
          : []),
        ` (${rules.join(', ')}).`,
      ];
    }
    case 'targets': {
      const names = (metrics: readonly string[]) =>
        listOf(
          metrics.map((metric) => name(metric).nominative),
          'a',
        );
      const statuses = [
        ...(fact.onTrack.length > 0 ? [`podle plánu ${names(fact.onTrack)}`] : []),
        ...(fact.behind.length > 0 ? [`pozadu ${names(fact.behind)}`] : []),
      ];
      return [`Cíle na ${monthName('cs-CZ', fact.month)}: ${statuses.join('; ')}.`];
    }
  }
};

const english = (writer: Writer, fact: SummaryFact): SummaryPart[] => {
  const { formats } = writer;
  const name = (metric: string) => EN_METRICS[metric] ?? metric;
  switch (fact.kind) {
    case 'kpi_move':
      return [
        `${capitalize(name(fact.metric))} ${fact.direction === 'up' ? 'rose' : 'fell'} most, from `,
        metricNumber(writer, fact.metric, fact.previous, fact.currency),
        ' to ',
        metricNumber(writer, fact.metric, fact.value, fact.currency),
        ' (',
        { value: fact.change, text: formats.change(fact.change) },
        ` ${writer.text.comparedWith[writer.comparison]}).`,
      ];
    case 'kpi_values':
      return [
        'No comparison: the compared period holds no data. Headline numbers: ',
        ...fact.values.flatMap((entry, index): SummaryPart[] => [
          index === 0 ? '' : ', ',
          `${name(entry.metric)} `,
          metricNumber(writer, entry.metric, entry.value, entry.currency),
        ]),
        '.',
      ];
    case 'channel_driver':
      return [
        `Of the channels, ${fact.channel} changed ${name(fact.metric)} most: from `,
        metricNumber(writer, fact.metric, fact.previous, fact.currency),
        ' to ',
        metricNumber(writer, fact.metric, fact.value, fact.currency),
        ' (',
        deltaNumber(writer, fact.metric, fact.delta, fact.currency),
        ').',
      ];
    case 'campaign_driver':
      return [
        `Of the campaigns, ${fact.campaign} changed ${name(fact.metric)} most: from `,
        metricNumber(writer, fact.metric, fact.previous, fact.currency),
        ' to ',
        metricNumber(writer, fact.metric, fact.value, fact.currency),
        ' (',
        deltaNumber(writer, fact.metric, fact.delta, fact.currency),
        ').',
      ];
    case 'events': {
      const parts: SummaryPart[][] = [];
      if (fact.annotations > 0) {
        const more = fact.annotations - fact.named.length;
        parts.push([
          countNumber(writer, fact.annotations),
          ` ${plural('en', fact.annotations, { one: 'note', other: 'notes' })} (${fact.named.map((title) => `“${title}”`).join(', ')}`,
          ...(more > 0 ? [' and ', countNumber(writer, more), ' more'] : []),
          ')',
        ]);
      }
      if (fact.campaignChanges > 0) {
        parts.push([
          countNumber(writer, fact.campaignChanges),
          ` ${plural('en', fact.campaignChanges, { one: 'change', other: 'changes' })} to `,
          countNumber(writer, fact.campaigns),
          ` ${plural('en', fact.campaigns, { one: 'campaign', other: 'campaigns' })}`,
        ]);
      }
      return [
        'On the timeline: ',
        ...parts.flatMap((part, index) => [...(index > 0 ? [' and '] : []), ...part]),
        '.',
      ];
    }
    case 'alerts': {
      if (fact.count === 0) return ['No alerts in this period.'];
      const rules = fact.rules.map((rule) => ruleName(writer, rule));
      return [
        'Alerts in this period: ',
        countNumber(writer, fact.count),
        ...(fact.critical > 0
          ? [', ', countNumber(writer, fact.critical), ' of them critical']
          : []),
        ` (${rules.join(', ')}).`,
      ];
    }
    case 'targets': {
      const names = (metrics: readonly string[]) => listOf(metrics.map(name), 'and');
      const statuses = [
        ...(fact.onTrack.length > 0 ? [`${names(fact.onTrack)} on track`] : []),
        ...(fact.behind.length > 0 ? [`${names(fact.behind)} behind`] : []),
      ];
      return [`Targets for ${monthName('en-GB', fact.month)}: ${statuses.join('; ')}.`];
    }
  }
};

/**
 * The offline writer: each fact in a sentence of the report's language, its numbers formatted as
 * the page prints them. Deterministic: the same facts give the same words.
 */
export const offlineSummary = (
  facts: readonly SummaryFact[],
  fields: Pick<TReportFields, 'language' | 'comparison'>,
): SummaryLine[] => {
  const text = pageTextOf(fields.language);
  const writer: Writer = {
    text,
    formats: formatsOf(text.locale),
    language: fields.language,
    comparison: fields.comparison,
  };
  const word = fields.language === 'cs' ? czech : english;
  return facts.map((fact) => ({
    fact,
    parts: word(writer, fact).filter((part) => part !== ''),
  }));
};
