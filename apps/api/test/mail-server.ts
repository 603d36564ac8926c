import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export type Caught = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `contentId` is the part's Content-ID without its angle brackets (an inline image's). */
  attachments: { filename: string; content: Buffer; contentId: string | null }[];
};

/**
 * A mail server for the test: it keeps what it takes, and refuses an address as often as it is
 * told (a 451 "try again later", or a 550 "no such mailbox").
 */
export const startMailServer = async () => {
  const caught: Caught[] = [];
  const refusals = new Map<string, { code: number; times: number }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 20 * 1024 * 1024,
    onRcptTo: (address, _session, done) => {
      const refusal = refusals.get(address.address);
      if (refusal && refusal.times > 0) {
        refusal.times -= 1;
        const error = Object.assign(new Error(`refused ${refusal.code}`), {
          responseCode: refusal.code,
        });
        done(error);
        return;
      }
      done();
    },
    onData: (stream, _session, done) => {
      simpleParser(stream, { keepCidLinks: true })
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          caught.push({
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              content: file.content,
              contentId: file.contentId?.replace(/^<|>$/g, '') ?? null,
            })),
          });
          done();
        })
        .catch((error: Error) => done(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    caught,
    refusals,
    to: (recipient: string) => caught.filter((mail) => mail.to === recipient),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type MailServer = Awaited<ReturnType<typeof startMailServer>>;

/**
 * A mail server for a test file: started before its tests (call this before the app's own setup,
 * so it runs first) and closed after them. `smtpConfig()` is the app's settings that send to it.
 */
export const useMailServer = () => {
  let server: MailServer | null = null;
  beforeAll(async () => {
    server = await startMailServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  const started = (): MailServer => {
    if (!server) throw new Error('The mail server starts in beforeAll: use it inside a test');
    return server;
  };
  return {
    get port() {
      return started().port;
    },
    get caught() {
      return started().caught;
    },
    get refusals() {
      return started().refusals;
    },
    to: (recipient: string) => started().to(recipient),
    smtpConfig: () => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: started().port, SMTP_SECURE: false }),
  };
};
