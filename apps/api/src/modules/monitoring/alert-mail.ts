import type { MailMessage } from '../../lib/mail/mailer';
import type { TRuleCondition, TRuleFields } from '@kampa/contracts/monitoring/rule';

const formatNumber = (value: number | null): string =>
  value === null ? '—' : Number.isInteger(value) ? String(value) : value.toFixed(2);

const SEVERITY_CS: Record<TRuleFields['severity'], string> = {
  critical: 'kritické',
  warning: 'varování',
  info: 'informace',
};

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
  const metric = input.rule.target.metric;
  const value = formatNumber(input.value);
  const baseline = formatNumber(input.baseline);
  // A budget rule's value is the projected or spent cost, its baseline the budget's amount.
  const type = input.rule.condition?.type;
  const [valueCs, valueEn] =
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
            `${metric}: ${value} (srovnání: ${baseline})`,
            `${metric}: ${value} (baseline: ${baseline})`,
          ];
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
