import type { MailMessage } from '../../lib/mail/mailer';
import {
  isLowerBetterRuleMetric,
  type TRuleCondition,
  type TRuleFields,
  type TRuleTarget,
} from '@kampa/contracts/monitoring/rule';
import type { TSearchMetric } from '@kampa/contracts/search-console/search-metrics';

const formatNumber = (value: number | null): string =>
  value === null ? '—' : Number.isInteger(value) ? String(value) : value.toFixed(2);

const SEVERITY_CS: Record<TRuleFields['severity'], string> = {
  critical: 'kritické',
  warning: 'varování',
  info: 'informace',
};

/** Search Console's numbers in words: its clicks are not the Ads clicks of the other rules. */
const SEARCH_METRIC_WORDS: Record<TSearchMetric, [string, string]> = {
  clicks: ['Search Console – prokliky', 'Search Console clicks'],
  impressions: ['Search Console – zobrazení', 'Search Console impressions'],
  ctr: ['Search Console – CTR', 'Search Console CTR'],
  position: [
    'Search Console – průměrná pozice (nižší je lepší)',
    'Search Console average position (lower is better)',
  ],
};

/** The metric's name in Czech and in English (GA4's and Ads' by their API names, as before). */
const metricWords = (target: TRuleTarget): [string, string] =>
  target.source === 'search_console'
    ? SEARCH_METRIC_WORDS[target.metric]
    : [target.metric, target.metric];

/** The site's host name for the subject line (the full address is in the text). */
const hostOf = (websiteUrl: string): string =>
  URL.canParse(websiteUrl) ? new URL(websiteUrl).hostname : websiteUrl;

/**
 * A fired alert's e-mail, naming the project and the client's site, in the recipient's language
 * (their notification preferences), or in Czech and English when they never chose one; plain
 * text; names come from our own database and are single-line texts.
 */
export const alertMail = (input: {
  to: string;
  projectName: string;
  /** The client's site (the project's website address), so a reader of many projects knows whose. */
  websiteUrl: string;
  rule: Pick<TRuleFields, 'name' | 'target' | 'severity'> & { condition?: TRuleCondition };
  date: string;
  value: number | null;
  baseline: number | null;
  link: string;
  /** The recipient's language; null: both, Czech first. */
  language?: 'cs' | 'en' | null;
}): MailMessage => {
  const [metricCs, metricEn] = metricWords(input.rule.target);
  // A position's rise is a worsening: said in words, as the number alone reads as growth.
  const worse = isLowerBetterRuleMetric(input.rule.target);
  const value = formatNumber(input.value);
  const baseline = formatNumber(input.baseline);
  // A budget rule's value is the projected or spent cost, its baseline the budget's amount.
  const type = input.rule.condition?.type;
  let [valueCs, valueEn] =
    type === 'pacing'
      ? [
          `Projekce útraty: ${value} (rozpočet: ${baseline})`,
          `Projected spend: ${value} (budget: ${baseline})`,
        ]
      : type === 'budget_spent'
        ? [
            `Utraceno: ${value} z rozpočtu ${baseline}`,
            `Spent: ${value} of a budget of ${baseline}`,
          ]
        : [
            `${metricCs}: ${value} (srovnání: ${baseline})`,
            `${metricEn}: ${value} (baseline: ${baseline})`,
          ];
  if (worse && input.value !== null && input.baseline !== null) {
    const isWorse = input.value > input.baseline;
    valueCs += isWorse ? ' – pozice se zhoršila' : ' – pozice se zlepšila';
    valueEn += isWorse ? ' – the position got worse' : ' – the position improved';
  }
  const czech = [
    `Projekt: ${input.projectName}, web ${input.websiteUrl}`,
    `Pravidlo „${input.rule.name}“ (${SEVERITY_CS[input.rule.severity]}) se spustilo pro den ${input.date}.`,
    valueCs,
    `Podrobnosti a pravděpodobné příčiny: ${input.link}`,
    '',
  ];
  const english = [
    `Project: ${input.projectName}, site ${input.websiteUrl}`,
    `The rule "${input.rule.name}" (${input.rule.severity}) fired for ${input.date}.`,
    valueEn,
    `Details and likely causes: ${input.link}`,
    '',
  ];
  return {
    to: input.to,
    subject: `[Kampa] ${input.projectName} (${hostOf(input.websiteUrl)}): ${input.rule.name} (${input.date})`,
    text: [
      ...(input.language === 'en' ? [] : czech),
      ...(input.language ? [] : ['---', '']),
      ...(input.language === 'cs' ? [] : english),
    ].join('\n'),
  };
};
