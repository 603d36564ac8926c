import nodemailer from 'nodemailer';
import { notifications } from '../metrics';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Files sent with the message (a report's PDF); one with a `cid` is an inline part the HTML
   * shows as `<img src="cid:…">` (the agency's logo), not a file to open.
   */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
};

export type Mailer = {
  /** Whether mail is configured at all (SMTP_HOST). */
  isConfigured: boolean;
  /** Sends one message; resolves false when mail is not configured, rejects when SMTP refuses. */
  send: (message: MailMessage) => Promise<boolean>;
  close: () => void;
};

/** The config's SMTP settings (named as in `AppConfig`, which passes itself). */
type MailConfig = {
  SMTP_HOST?: string | undefined;
  SMTP_PORT: number;
  SMTP_SECURE: boolean;
  SMTP_USER?: string | undefined;
  SMTP_PASSWORD?: string | undefined;
  MAIL_FROM: string;
};

/**
 * The product's one way to send mail: nodemailer over SMTP with the settings from the config.
 * Invitations, monitoring's alert e-mails and the client reports use it.
 */
export const createMailer = (config: MailConfig): Mailer => {
  if (!config.SMTP_HOST) {
    return { isConfigured: false, send: async () => false, close: () => undefined };
  }
  const transport = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    ...(config.SMTP_USER ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASSWORD } } : {}),
    // A mail server that does not answer must not hold a request for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    isConfigured: true,
    send: async (message) => {
      try {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
      } catch (error) {
        notifications.inc({ channel: 'email', outcome: 'failed' });
        throw error;
      }
      notifications.inc({ channel: 'email', outcome: 'sent' });
      return true;
    },
    close: () => transport.close(),
  };
};
