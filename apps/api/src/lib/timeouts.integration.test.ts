import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';

/** The app listening on a real socket, with short timeouts; clients written by hand. */
let testApp: TestApp;
let port: number;

beforeAll(async () => {
  testApp = await createTestApp({ REQUEST_TIMEOUT_SECONDS: 1, CONNECTION_TIMEOUT_SECONDS: 2 });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await testApp?.close();
});

/** Everything the server sent until it closed the connection, and after how long. */
const untilClosed = (socket: Socket) =>
  new Promise<{ answer: string; afterMs: number }>((resolve) => {
    const started = Date.now();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, afterMs: Date.now() - started }));
  });

const open = () =>
  new Promise<Socket>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
  });

describe('slow clients', () => {
  it('cuts off a body trickled a byte at a time: 408 in the error shape, then the socket closes', async () => {
    // Signed in, so the route waits for the body instead of refusing before it.
    const person = await onboard(testApp, await createTestIdentity());
    const socket = await open();
    const closed = untilClosed(socket);
    socket.write(
      'POST /api/project/new HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Authorization: ${person.headers.authorization}\r\nContent-Length: 1000\r\n\r\n{`,
    );
    // 1,000 bytes at one per 100 ms would take 100 s.
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, 100);
    const { answer, afterMs } = await closed;
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"code":"request_timeout"');
    expect(afterMs).toBeLessThan(10_000);
  });

  it('closes a connection that never sends its request', async () => {
    const socket = await open();
    const { afterMs } = await untilClosed(socket);
    expect(afterMs).toBeLessThan(10_000);
  });
});
