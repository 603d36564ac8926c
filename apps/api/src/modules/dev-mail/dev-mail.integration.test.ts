import { getDevMailContract } from '@kampa/contracts/dev/get-dev-mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { createTestApp } from '#test/test-app';
import { createMailer } from '../../lib/mail/mailer';
import { startLocalMailReceiver, type LocalMailReceiver } from '../../lib/mail/local-receiver';

let receiver: LocalMailReceiver;
beforeAll(async () => {
  receiver = await startLocalMailReceiver({});
});
afterAll(() => receiver.stop());

describe('the mail path and the local inbox', () => {
  it('sends real mail over SMTP, and GET /api/dev/mail shows what the local receiver caught', async () => {
    const mailer = createMailer({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: receiver.smtpPort,
      SMTP_SECURE: false,
      SMTP_USER: undefined,
      SMTP_PASSWORD: undefined,
      MAIL_FROM: 'Kampa <no-reply@kampa.local>',
    });
    expect(
      await mailer.send({
        to: 'jana@example.com',
        subject: 'Ahoj – test',
        text: 'Řádek\nhttp://x/y',
      }),
    ).toBe(true);
    mailer.close();

    const testApp = await createTestApp({ DEV_MAIL_INBOX_URL: receiver.inboxUrl });
    try {
      const { messages } = expectBody(await callContract(testApp.app, null, getDevMailContract));
      expect(messages[0]).toMatchObject({
        to: ['jana@example.com'],
        from: 'no-reply@kampa.local',
        subject: 'Ahoj – test',
      });
      expect(messages[0]?.text).toContain('http://x/y');
    } finally {
      await testApp.close();
    }
  });

  it('answers only a browser on this computer: not another address, not through a proxy', async () => {
    const testApp = await createTestApp({ DEV_MAIL_INBOX_URL: receiver.inboxUrl });
    try {
      const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
        testApp.app.inject({ method: 'GET', url: '/api/dev/mail', remoteAddress, headers });
      expect((await from('127.0.0.1')).statusCode).toBe(200);
      for (const [address, headers] of [
        ['203.0.113.7', {}],
        ['192.168.1.20', {}],
        ['127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }],
        ['127.0.0.1', { forwarded: 'for=203.0.113.7' }],
      ] as const) {
        const answer = await from(address, headers);
        expect(answer.statusCode, `${address} ${JSON.stringify(headers)}`).toBe(404);
        expect(answer.body).not.toContain('messages');
      }
    } finally {
      await testApp.close();
    }
  });

  it('is not there in production, even with the receiver configured', async () => {
    const testApp = await createTestApp({
      NODE_ENV: 'production',
      DEV_MAIL_INBOX_URL: receiver.inboxUrl,
    });
    try {
      const answer = await callContract(testApp.app, null, getDevMailContract);
      expect(answer.status).toBe(404);
      expect(answer.json).not.toHaveProperty('messages');
    } finally {
      await testApp.close();
    }
  });

  it('is not there without a local receiver', async () => {
    const testApp = await createTestApp();
    try {
      expect((await callContract(testApp.app, null, getDevMailContract)).status).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
