import type { Database } from '../../db/client';
import type { KeyRing } from '../../lib/encryption';
import type { Mailer } from '../../lib/mail/mailer';
import { alertMail } from './alert-mail';
import { ruleFieldsOf } from './present';
import * as deliveryRepository from './delivery-repository';
import { postWebhook, webhookSecretOf, type WebhookTargets } from './webhook';

/** A member an alert's e-mail may go to, and the language they chose (null: both). */
export type AlertRecipient = { userId: string; email: string; language: 'cs' | 'en' | null };

/**
 * Which of the project's owners and editors get an alert of this severity, in which language:
 * their notification preferences (`modules/notifications`, passed in by the job, a module above
 * this one). Without it, all of them, in both languages.
 */
export type ChooseAlertRecipients = (input: {
  projectId: string;
  severity: 'critical' | 'warning' | 'info';
  candidates: readonly { userId: string; email: string }[];
}) => Promise<AlertRecipient[]>;

/**
 * E-mails a fired alert to the project's owners and editors who want it (`chooseRecipients`),
 * once: the alert is claimed before sending, so a rerun of the job sends nothing (a crash between
 * the claim and the send loses that mail rather than sending it twice). Returns how many messages
 * went out.
 */
export const emailAlert = async (
  db: Database,
  mailer: Mailer,
  input: { alertId: string; publicUrl: string; chooseRecipients?: ChooseAlertRecipients },
): Promise<number> => {
  if (!mailer.isConfigured) return 0;
  const found = await deliveryRepository.alertForMail(db, input.alertId);
  if (!found || !found.rule.isEmailEnabled) return 0;
  if (!(await deliveryRepository.claimAlertEmail(db, input.alertId))) return 0;
  const rule = ruleFieldsOf(found.rule);
  const link = `${input.publicUrl.replace(/\/$/, '')}/project/${found.projectUid}/monitoring`;
  const candidates = await deliveryRepository.recipientsOf(db, found.alert.projectId);
  const recipients = input.chooseRecipients
    ? await input.chooseRecipients({
        projectId: found.alert.projectId,
        severity: rule.severity,
        candidates,
      })
    : candidates.map((candidate) => ({ ...candidate, language: null }));
  let sent = 0;
  for (const recipient of recipients) {
    await mailer.send(
      alertMail({
        to: recipient.email,
        language: recipient.language,
        projectName: found.projectName,
        websiteUrl: found.websiteUrl,
        rule,
        date: found.alert.date,
        value: found.alert.value,
        baseline: found.alert.baseline,
        link,
      }),
    );
    sent += 1;
  }
  return sent;
};

/** Slack's control characters in message text (`<…>` is a link or a mention): `& < >` escaped. */
export const escapeSlackText = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The webhook's JSON: Slack's `text` (names escaped, so a rule named `<!channel>` mentions nobody
 * and `<https://x|y>` links nowhere), and the alert's facts, as they are, for anything else.
 */
export const webhookBody = (input: {
  projectName: string;
  websiteUrl: string;
  severity: string;
  ruleName: string;
  metric: string;
  date: string;
  value: number | null;
  baseline: number | null;
  link: string;
}) =>
  JSON.stringify({
    text: `Kampa: ${escapeSlackText(input.ruleName)} fired for ${input.date} in ${escapeSlackText(input.projectName)}, ${escapeSlackText(input.websiteUrl)} [${input.severity}] (${escapeSlackText(input.metric)} ${input.value ?? '—'}, baseline ${input.baseline ?? '—'}). ${input.link}`,
    alert: {
      project: input.projectName,
      website: input.websiteUrl,
      severity: input.severity,
      rule: input.ruleName,
      metric: input.metric,
      date: input.date,
      value: input.value,
      baseline: input.baseline,
      link: input.link,
    },
  });

export class WebhookNotDelivered extends Error {}

/**
 * Posts a fired alert to its rule's webhook, logging the attempt. Throws when the receiver did not
 * take it, so pg-boss tries again later (with backoff); once an attempt got through nothing more
 * is sent (a unique index holds one success per alert).
 */
export const deliverWebhook = async (
  db: Database,
  keyRing: KeyRing,
  input: { alertId: string; publicUrl: string; targets?: WebhookTargets },
): Promise<'none' | 'delivered' | 'already_delivered'> => {
  const found = await deliveryRepository.alertForMail(db, input.alertId);
  const url = found?.rule.webhookUrl;
  if (!found || !url) return 'none';
  const state = await deliveryRepository.deliveryStateOf(db, input.alertId);
  if (state.isDelivered) return 'already_delivered';
  const link = `${input.publicUrl.replace(/\/$/, '')}/project/${found.projectUid}/monitoring`;
  const attempt = await postWebhook({
    url,
    ...(input.targets ? { targets: input.targets } : {}),
    secret: webhookSecretOf(keyRing, found.rule),
    body: webhookBody({
      projectName: found.projectName,
      websiteUrl: found.websiteUrl,
      severity: found.rule.severity,
      ruleName: found.rule.name,
      metric: ruleFieldsOf(found.rule).target.metric,
      date: found.alert.date,
      value: found.alert.value,
      baseline: found.alert.baseline,
      link,
    }),
  });
  await deliveryRepository.insertDelivery(db, {
    alertId: found.alert.id,
    ruleId: found.rule.id,
    url,
    attempt: state.attempts + 1,
    ...attempt,
  });
  if (!attempt.isDelivered) throw new WebhookNotDelivered(attempt.error ?? 'not delivered');
  return 'delivered';
};
