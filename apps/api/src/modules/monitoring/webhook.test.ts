import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseKeyRing } from '../../lib/encryption';
import { systemResolver, type Resolver } from '../../lib/public-address-lookup';
import { postWebhook, webhookSecretOf, webhookSignature, type WebhookTargets } from './webhook';

describe('webhook signing', () => {
  it('signs the timestamp and the body with HMAC-SHA256', () => {
    const expected = createHmac('sha256', 'secret')
      .update('1700000000.{"text":"hi"}')
      .digest('hex');
    expect(
      webhookSignature({ secret: 'secret', timestamp: '1700000000', body: '{"text":"hi"}' }),
    ).toBe(`v1=${expected}`);
    expect(
      webhookSignature({ secret: 'secret', timestamp: '1700000001', body: '{"text":"hi"}' }),
    ).not.toBe(`v1=${expected}`);
  });

  it('gives each rule its own secret, changed by a new current key', () => {
    const ring = parseKeyRing(`a:${Buffer.alloc(32, 1).toString('base64')}`);
    const rotated = parseKeyRing(
      `b:${Buffer.alloc(32, 2).toString('base64')},a:${Buffer.alloc(32, 1).toString('base64')}`,
    );
    const rule1 = { id: 'rule-1', webhookSecretVersion: 0 };
    expect(webhookSecretOf(ring, rule1)).not.toBe(
      webhookSecretOf(ring, { id: 'rule-2', webhookSecretVersion: 0 }),
    );
    expect(webhookSecretOf(ring, rule1)).toBe(webhookSecretOf(ring, { ...rule1 }));
    expect(webhookSecretOf(rotated, rule1)).not.toBe(webhookSecretOf(ring, rule1));
  });

  it('gives one rule a new secret when its version is bumped, the others unchanged', () => {
    const ring = parseKeyRing(`a:${Buffer.alloc(32, 1).toString('base64')}`);
    const before = webhookSecretOf(ring, { id: 'rule-1', webhookSecretVersion: 0 });
    expect(webhookSecretOf(ring, { id: 'rule-1', webhookSecretVersion: 1 })).not.toBe(before);
    expect(webhookSecretOf(ring, { id: 'rule-1', webhookSecretVersion: 2 })).not.toBe(
      webhookSecretOf(ring, { id: 'rule-1', webhookSecretVersion: 1 }),
    );
  });

  it('refuses a key ring without its current key', () => {
    expect(() =>
      webhookSecretOf(
        { currentId: 'b', keys: new Map() },
        { id: 'rule-1', webhookSecretVersion: 0 },
      ),
    ).toThrow('the key ring has no current key');
  });
});

/** Local use: any address (the receiver below is on loopback). */
const LOCAL: WebhookTargets = { resolver: systemResolver, isPrivateAllowed: () => true };

describe('postWebhook', () => {
  // A real receiver on a loopback port: `/status/<code>` answers with that status.
  const received: { url: string; method: string; headers: IncomingHttpHeaders; body: string }[] =
    [];
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({
          url: request.url ?? '',
          method: request.method ?? '',
          headers: request.headers,
          body,
        });
        const status = Number(/^\/status\/(\d+)/.exec(request.url ?? '')?.[1] ?? 200);
        response.writeHead(status, status >= 300 && status < 400 ? { location: '/landed' } : {});
        response.end('answer');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('POSTs the body as JSON, signed with the timestamp in seconds', async () => {
    const now = new Date('2026-03-02T10:00:00.900Z');
    const body = '{"text":"hi"}';
    const attempt = await postWebhook({
      url: `${base}/status/204`,
      secret: 's',
      body,
      now,
      targets: LOCAL,
    });
    expect(attempt).toEqual({ statusCode: 204, isDelivered: true, error: null });
    const request = received.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', body });
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'Kampa-Webhook/1',
      'x-kampa-timestamp': '1772445600',
      'x-kampa-signature': webhookSignature({ secret: 's', timestamp: '1772445600', body }),
    });
  });

  it('counts only a 2xx as delivered and never follows a redirect', async () => {
    for (const [status, isDelivered] of [
      [200, true],
      [299, true],
      [300, false],
      [302, false],
      [404, false],
      [503, false],
    ] as const) {
      const attempt = await postWebhook({
        url: `${base}/status/${status}`,
        secret: 's',
        body: '{}',
        targets: LOCAL,
      });
      expect(attempt, String(status)).toEqual({
        statusCode: status,
        isDelivered,
        error: isDelivered ? null : `HTTP ${status}`,
      });
    }
    expect(received.some((request) => request.url === '/landed')).toBe(false);
  });

  it('says why when no receiver answers, without throwing', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const attempt = await postWebhook({
      url: `http://127.0.0.1:${port}/`,
      secret: 's',
      body: '{}',
      targets: LOCAL,
    });
    expect(attempt).toEqual({ statusCode: null, isDelivered: false, error: 'NetworkError' });
  });

  describe('outside local use: only public addresses, checked when connecting', () => {
    const portOf = () => new URL(base).port;
    /** A resolver standing in for DNS: the name points where the test says, counted. */
    const resolving = (...addresses: string[]) => {
      const calls: string[] = [];
      const resolver: Resolver = (hostname) => {
        calls.push(hostname);
        return Promise.resolve(
          addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
        );
      };
      return { calls, resolver };
    };
    const production = (resolver: Resolver): WebhookTargets => ({
      resolver,
      isPrivateAllowed: () => false,
    });

    it('refuses a public name that resolves to loopback or the metadata address, at send time', async () => {
      for (const addresses of [['127.0.0.1'], ['169.254.169.254'], ['8.8.8.8', '127.0.0.1']]) {
        const { calls, resolver } = resolving(...addresses);
        const before = received.length;
        const attempt = await postWebhook({
          url: `http://hooks.example.com:${portOf()}/status/200`,
          secret: 's',
          body: '{}',
          targets: production(resolver),
        });
        expect(attempt, addresses.join()).toEqual({
          statusCode: null,
          isDelivered: false,
          error: 'PrivateAddressError',
        });
        expect(calls).toEqual(['hooks.example.com']);
        expect(received.length).toBe(before);
      }
    });

    it('connects to the address it checked: the name is resolved once, by the given resolver', async () => {
      // Allowed here (local use), so the request goes through: to the address the resolver gave,
      // as hooks.example.com does not exist for the system's resolver.
      const { calls, resolver } = resolving('127.0.0.1');
      const attempt = await postWebhook({
        url: `http://hooks.example.com:${portOf()}/status/204`,
        secret: 's',
        body: '{}',
        targets: { resolver, isPrivateAllowed: () => true },
      });
      expect(attempt).toEqual({ statusCode: 204, isDelivered: true, error: null });
      expect(calls).toEqual(['hooks.example.com']);
      expect(received.at(-1)?.headers.host).toBe(`hooks.example.com:${portOf()}`);
    });

    it.each([
      '127.0.0.1',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[64:ff9b::7f00:1]',
      '[2002:7f00:1::]',
      '[::ffff:0:7f00:1]',
    ])('refuses the literal address %s without connecting', async (host) => {
      const { calls, resolver } = resolving('8.8.8.8');
      const before = received.length;
      const attempt = await postWebhook({
        url: `http://${host}:${portOf()}/status/200`,
        secret: 's',
        body: '{}',
        targets: production(resolver),
      });
      expect(attempt.error).toBe('PrivateAddressError');
      expect(calls).toEqual([]);
      expect(received.length).toBe(before);
    });
  });
});
