import type { WorkspaceRole } from '@kampa/contracts/workspace/permissions';
import type { MailMessage } from '../../lib/mail/mailer';

const ROLE_TEXT: Record<WorkspaceRole, { cs: string; en: string }> = {
  owner: { cs: 'vlastník', en: 'owner' },
  manager: { cs: 'manažer (všechny projekty)', en: 'manager (every project)' },
  member: { cs: 'člen', en: 'member' },
};

/**
 * The workspace invitation e-mail, in Czech and English (the invitee's language is not known yet).
 * Plain text; the names are single-line texts from our own database.
 */
export const workspaceInviteMail = (input: {
  to: string;
  workspaceName: string;
  inviterName: string | null;
  role: WorkspaceRole;
  projectCount: number;
  link: string;
  expiresAt: Date;
}): MailMessage => {
  const who = input.inviterName ?? 'Kampa';
  const until = input.expiresAt.toISOString().slice(0, 10);
  const name = input.workspaceName;
  const projects =
    input.role === 'member'
      ? {
          cs: ` Projektů pro vás: ${input.projectCount}.`,
          en: ` Projects for you: ${input.projectCount}.`,
        }
      : { cs: '', en: '' };
  return {
    to: input.to,
    subject: `Pozvánka do pracovního prostoru ${name} / Invitation to the workspace ${name}`,
    text: [
      `${who} vás zve do pracovního prostoru „${name}“ v Kampě jako ${ROLE_TEXT[input.role].cs}.${projects.cs}`,
      `Pozvánku přijmete na odkazu (platí do ${until}, jen pro adresu ${input.to}):`,
      '',
      input.link,
      '',
      '---',
      '',
      `${who} invites you to the workspace "${name}" in Kampa as ${ROLE_TEXT[input.role].en}.${projects.en}`,
      `Accept it at this link (valid until ${until}, only for ${input.to}):`,
      '',
      input.link,
      '',
    ].join('\n'),
  };
};
