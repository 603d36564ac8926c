import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { startLocalMailReceiver, type LocalMailReceiver } from './local-receiver';

let receiver: LocalMailReceiver | null = null;
let folder: string | null = null;

afterEach(async () => {
  await receiver?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the local mail receiver', () => {
  it('keeps its inbox (invitation links) readable by its owner alone', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'kampa-mail-'));
    const storeFile = path.join(folder, 'mail/inbox.json');
    receiver = await startLocalMailReceiver({ smtpPort: 0, httpPort: 0, storeFile });
    await nodemailer
      .createTransport({ host: '127.0.0.1', port: receiver.smtpPort, secure: false })
      .sendMail({ from: 'a@kampa.local', to: 'b@kampa.local', subject: 'Hi', text: 'Invite' });
    await expect.poll(() => receiver!.messages().length).toBe(1);
    await expect.poll(async () => (await stat(storeFile).catch(() => null))?.mode).toBeDefined();
    expect((await stat(storeFile)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(storeFile))).mode & 0o777).toBe(0o700);
  });

  it('accepts messages that arrive at once, each saved (an invite beside an alert e-mail)', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'kampa-mail-'));
    const storeFile = path.join(folder, 'mail/inbox.json');
    receiver = await startLocalMailReceiver({ smtpPort: 0, httpPort: 0, storeFile });
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: receiver.smtpPort,
      secure: false,
      pool: true,
      maxConnections: 8,
    });
    const sent = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) =>
        transport.sendMail({ from: 'a@kampa.local', to: `b${i}@kampa.local`, text: `${i}` }),
      ),
    );
    transport.close();
    expect(sent.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(receiver.messages()).toHaveLength(24);
    const stored = JSON.parse(await readFile(storeFile, 'utf8')) as unknown[];
    expect(stored).toHaveLength(24);
  });
});
