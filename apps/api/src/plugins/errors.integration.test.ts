import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { ZErrorResponseSchema } from '@kampa/contracts/common/errors';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';

let testApp: TestApp;
let user: TestIdentity;
beforeAll(async () => {
  testApp = await createTestApp();
  user = await onboard(testApp, await createTestIdentity());
});
afterAll(() => testApp.close());

/** A marker put into each hostile request: no answer may repeat it. */
const MARK = 'zq7marker';

const expectErrorShape = (status: number, text: string, code: string) => {
  const parsed = ZErrorResponseSchema.safeParse(JSON.parse(text));
  expect(parsed.success, text).toBe(true);
  expect(parsed.data?.error.code).toBe(code);
  expect(text).not.toContain(MARK);
  expect(status).toBeGreaterThanOrEqual(400);
};

describe("the framework's own errors have the one error shape and echo nothing", () => {
  it.each([
    [
      'a path parameter over the router limit',
      `/api/project/${MARK}${'a'.repeat(300)}`,
      414,
      'uri_too_long',
    ],
    ['a malformed percent-encoding', `/api/project/${MARK}%E0%A4%A`, 400, 'bad_request'],
    ['an unknown API path', `/api/${MARK}<script>`, 404, 'not_found'],
  ])('%s', async (_name, url, status, code) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: user.headers });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    expectErrorShape(response.statusCode, response.body, code);
  });

  it.each([
    ['prototype keys', `{"__proto__":{"${MARK}":1},"name":"x"}`, 'application/json', 400],
    ['constructor keys', `{"constructor":{"prototype":{"${MARK}":1}}}`, 'application/json', 400],
    ['broken JSON', `{"name":"${MARK}`, 'application/json', 400],
    ['an unknown content type', MARK, `application/${MARK}`, 415],
    ['a content type with bad parameters', '{}', `application/json; charset=${MARK}`, 400],
  ])('a body with %s', async (_name, payload, contentType, status) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: createProjectContract.path,
      headers: { ...user.headers, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expectErrorShape(response.statusCode, response.body, response.json().error.code);
  });
});

describe("Node's HTTP parser errors, over a real socket", () => {
  let port = 0;
  beforeAll(async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });

  /** Sends raw bytes and reads the whole answer (the server closes the connection). */
  const raw = (request: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body });
      });
    });

  it('431 for headers over the limit', async () => {
    const answer = await raw(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-${MARK}: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expectErrorShape(answer.status, answer.body, 'headers_too_large');
  });

  it('400 for a request Node cannot parse', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\n${MARK} nonsense\r\n\r\n`);
    expect(answer.status).toBe(400);
    expectErrorShape(answer.status, answer.body, 'bad_request');
  });
});

describe('a request that arrives while the server shuts down', () => {
  it('is not taken: the request in flight is answered with its connection closed', async () => {
    const closing = await createTestApp();
    const owner = await onboard(closing, await createTestIdentity());
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = closing.app.server.address() as AddressInfo;

    // A create whose body is still arriving keeps its connection busy through the shutdown.
    const body = JSON.stringify({ name: 'Shop', websiteUrl: 'https://shop.example.cz' });
    const arrived = new Promise((resolve) => closing.app.server.once('request', resolve));
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      `POST ${createProjectContract.path} HTTP/1.1\r\nHost: x\r\n` +
        `Authorization: ${owner.headers.authorization}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await arrived;
    const closed = closing.app.close();
    // The server stops listening only after the closing hooks ran.
    await vi.waitFor(() => expect(closing.app.server.listening).toBe(false), {
      timeout: 30_000,
      interval: 20,
    });
    // The rest of the body, and a second request on the same connection.
    socket.write(`${body.slice(10)}GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n`);
    await ended;
    await closed;

    // The answer closes the connection (a keep-alive socket would hold the shutdown until the
    // client dropped it); the request sent behind it is not taken, so the client sends it again
    // on a new connection, to an instance that is not shutting down.
    const answers = text.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 201/);
    expect(answers[0]?.toLowerCase()).toContain('\r\nconnection: close\r\n');
    await closing.close();
  }, 60_000);
});
