import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { ZErrorResponseSchema } from '@kampa/contracts/common/errors';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
