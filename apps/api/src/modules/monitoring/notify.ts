import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mail/mailer';
import { alertMail } from './alert-mail';
import { ruleFieldsOf } from './present';
import * as repository from './repository';

/**
 * E-mails a fired alert to the project's owners and editors, once: the alert is claimed before
 * sending, so a rerun of the job sends nothing (a crash between the claim and the send loses that
 * mail rather than sending it twice). Returns how many messages went out.
 */
export const emailAlert = async (
  db: Database,
  mailer: Mailer,
  input: { alertId: string; publicUrl: string },
): Promise<number> => {
  if (!mailer.isConfigured) return 0;
  const found = await repository.alertForMail(db, input.alertId);
  if (!found || !found.rule.isEmailEnabled) return 0;
  if (!(await repository.claimAlertEmail(db, input.alertId))) return 0;
  const rule = ruleFieldsOf(found.rule);
  const link = `${input.publicUrl.replace(/\/$/, '')}/project/${found.projectUid}/monitoring`;
  let sent = 0;
  for (const to of await repository.recipientsOf(db, found.alert.projectId)) {
    await mailer.send(
      alertMail({
        to,
        projectName: found.projectName,
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
