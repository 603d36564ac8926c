import type { TProjectRole } from '@kampa/contracts/project/project';
import type { MailMessage } from '../../lib/mail/mailer';

const ROLE_TEXT: Record<TProjectRole, { cs: string; en: string }> = {
  owner: { cs: 'vlastník', en: 'owner' },
  editor: { cs: 'editor', en: 'editor' },
  viewer: { cs: 'čtenář', en: 'viewer' },
};

/**
 * The invitation e-mail, in Czech and English (we do not know the invitee's language yet). Names
 * come from our own database and are single-line texts; the mail is plain text.
 */
export const inviteMail = (input: {
  to: string;
  projectName: string;
  inviterName: string | null;
  role: TProjectRole;
  link: string;
  expiresAt: Date;
}): MailMessage => {
  const who = input.inviterName ?? 'Kampa';
  const until = input.expiresAt.toISOString().slice(0, 10);
  return {
    to: input.to,
    subject: `Pozvánka do projektu ${input.projectName} / Invitation to ${input.projectName}`,
    text: [
      `${who} vás zve do projektu „${input.projectName}“ v Kampě jako ${ROLE_TEXT[input.role].cs}.`,
      `Pozvánku přijmete na odkazu (platí do ${until}, jen pro adresu ${input.to}):`,
      '',
      input.link,
      '',
      '---',
      '',
      `${who} invites you to the project "${input.projectName}" in Kampa as ${ROLE_TEXT[input.role].en}.`,
      `Accept it at this link (valid until ${until}, only for ${input.to}):`,
      '',
      input.link,
      '',
    ].join('\n'),
  };
};
