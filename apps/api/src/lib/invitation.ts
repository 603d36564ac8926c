import { createHash, randomBytes } from 'node:crypto';
import { INVITE_VALID_DAYS } from '@kampa/contracts/team/team';
import type { Mailer, MailMessage } from './mail/mailer';

// What every invitation (to a project, to a workspace) does the same way: its secret token, its
// lifetime, its link and its e-mail.

/** A new invitation token: 32 random bytes (256 bits), base64url; only its hash is stored. */
export const generateInviteToken = (): string => randomBytes(32).toString('base64url');

export const hashInviteToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/** When an invitation made (or made again) now stops working. */
export const inviteExpiresAt = (): Date =>
  new Date(Date.now() + INVITE_VALID_DAYS * 24 * 60 * 60 * 1000);

/** What sending an invitation needs (the modules add their database). */
export type InviteMailing = {
  mailer: Mailer;
  log: { warn: (message: string) => void };
  /** The public origin links are made with (`publicOriginOf(config)`, never the request's). */
  origin: string;
};

/** The link an invitation's e-mail carries: `{origin}/{route}/{token}`. */
export const inviteLinkOf = (origin: string, route: string, token: string): string =>
  `${origin.replace(/\/$/, '')}/${route}/${token}`;

/** Mails the link; a mail server that refuses leaves the invite valid (the link can be copied). */
export const sendInviteMail = async (
  deps: InviteMailing,
  message: MailMessage,
): Promise<boolean> => {
  try {
    return await deps.mailer.send(message);
  } catch (error) {
    deps.log.warn(`Invitation e-mail not sent: ${(error as Error).message}`);
    return false;
  }
};
