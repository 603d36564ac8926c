import type { MailMessage } from '../../lib/mail/mailer';
import type { TRuleFields } from '@kampa/contracts/monitoring/rule';

const formatNumber = (value: number | null): string =>
  value === null ? '—' : Number.isInteger(value) ? String(value) : value.toFixed(2);

/**
 * A fired alert's e-mail, in Czech and English (recipients' languages are not stored), plain text;
 * names come from our own database and are single-line texts.
 */
export const alertMail = (input: {
  to: string;
  projectName: string;
  rule: Pick<TRuleFields, 'name' | 'target'>;
  date: string;
  value: number | null;
  baseline: number | null;
  link: string;
}): MailMessage => {
  const metric = input.rule.target.metric;
  const value = formatNumber(input.value);
  const baseline = formatNumber(input.baseline);
  return {
    to: input.to,
    subject: `[Kampa] ${input.projectName}: ${input.rule.name} (${input.date})`,
    text: [
      `Pravidlo „${input.rule.name}“ v projektu „${input.projectName}“ se spustilo pro den ${input.date}.`,
      `${metric}: ${value} (srovnání: ${baseline})`,
      `Podrobnosti a pravděpodobné příčiny: ${input.link}`,
      '',
      '---',
      '',
      `The rule "${input.rule.name}" of the project "${input.projectName}" fired for ${input.date}.`,
      `${metric}: ${value} (baseline: ${baseline})`,
      `Details and likely causes: ${input.link}`,
      '',
    ].join('\n'),
  };
};
