import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { TDevMailMessage } from '@kampa/contracts/dev/get-dev-mail';

/** Mail kept at most (the oldest is dropped): a local inbox, not an archive. */
const MAX_MESSAGES = 200;

export type LocalMailReceiver = {
  smtpPort: number;
  /** `GET {inboxUrl}/messages` answers the caught mail, newest first; `/health` says it is up. */
  inboxUrl: string;
  messages: () => TDevMailMessage[];
  stop: () => Promise<void>;
};

const addressesOf = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((object) =>
    object.value.map((entry) => entry.address ?? '').filter(Boolean),
  );

const listen = (
  server: { listen: (port: number, host: string, done: () => void) => unknown },
  port: number,
  host: string,
) => new Promise<void>((resolve) => server.listen(port, host, resolve));

/**
 * A local SMTP server that accepts every message (no TLS, no auth: loopback only) and keeps it, so
 * the mail Kampa sends during local use and tests can be read: `npm start` runs it, tests start
 * their own. With `storeFile` the inbox survives restarts.
 */
export const startLocalMailReceiver = async (options: {
  host?: string;
  smtpPort?: number;
  httpPort?: number;
  storeFile?: string;
}): Promise<LocalMailReceiver> => {
  const host = options.host ?? '127.0.0.1';
  let inbox: TDevMailMessage[] = [];
  if (options.storeFile) {
    inbox = JSON.parse(
      await readFile(options.storeFile, 'utf8').catch(() => '[]'),
    ) as TDevMailMessage[];
  }
  const write = async (storeFile: string) => {
    // The inbox holds invitation links: readable by its owner alone.
    await mkdir(path.dirname(storeFile), { recursive: true, mode: 0o700 });
    const temporary = `${storeFile}.tmp`;
    await writeFile(temporary, JSON.stringify(inbox), { mode: 0o600 });
    await rename(temporary, storeFile);
  };
  // One write at a time: two messages arriving together wrote the same temporary file and the
  // second rename found it gone, refusing that message (an invitation reported as not sent).
  let saving: Promise<void> = Promise.resolve();
  const save = (): Promise<void> => {
    const { storeFile } = options;
    if (!storeFile) return Promise.resolve();
    saving = saving.catch(() => undefined).then(() => write(storeFile));
    return saving;
  };

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A report's PDF rides along (a few hundred kB).
    size: 20 * 1024 * 1024,
    onData: (stream, _session, done) => {
      simpleParser(stream)
        .then(async (parsed) => {
          inbox = [
            {
              id: randomUUID(),
              to: addressesOf(parsed.to),
              from: addressesOf(parsed.from)[0] ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              receivedAt: new Date().toISOString(),
              attachments: parsed.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.contentType,
                size: file.size,
              })),
            },
            ...inbox,
          ].slice(0, MAX_MESSAGES);
          await save();
          done();
        })
        .catch((error: Error) => done(error));
    },
  });
  const http: Server = createServer((request, response) => {
    const body =
      request.url === '/health'
        ? { ok: true }
        : request.url === '/messages'
          ? { messages: inbox }
          : null;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { error: 'not found' }));
  });

  await listen(smtp, options.smtpPort ?? 0, host);
  await listen(http, options.httpPort ?? 0, host);
  const portOf = (address: ReturnType<Server['address']>) =>
    typeof address === 'object' && address ? address.port : 0;
  return {
    smtpPort: portOf(smtp.server.address()),
    inboxUrl: `http://${host}:${portOf(http.address())}`,
    messages: () => inbox,
    stop: async () => {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
};
