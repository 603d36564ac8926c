import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app';

/** The API at LOG_LEVEL=info with its log captured line by line, as an operator would read it. */
let testApp: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
}, 60_000);
afterAll(async () => {
  await testApp?.close();
});

describe('the log at LOG_LEVEL=info', () => {
  it('keeps Google’s code and state out of logged URLs', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/connections/google/callback?state=SECRET-STATE-4567&code=SECRET-CODE-1234&scope=x',
    });
    expect(response.statusCode).toBe(302);
    const log = lines.join('');
    expect(log).toContain(
      '/api/connections/google/callback?state=[redacted]&code=[redacted]&scope=x',
    );
    expect(log).not.toContain('SECRET-CODE-1234');
    expect(log).not.toContain('SECRET-STATE-4567');
  });

  it('keeps invitation tokens out of logged URLs', async () => {
    const token = 'SECRETINVITETOKEN0123456789abcdefghijklmnop';
    expect(
      (await testApp.app.inject({ method: 'GET', url: `/api/invites/${token}` })).statusCode,
    ).toBe(401);
    expect(
      (await testApp.app.inject({ method: 'POST', url: `/api/invites/${token}/accept` }))
        .statusCode,
    ).toBe(401);
    const log = lines.join('');
    expect(log).toContain('/api/invites/[redacted]/accept');
    expect(log).not.toContain(token);
  });

  it('logs a failed statement without its values', async () => {
    const error = await testApp.db
      .execute(sql`SELECT ${'secret-value@example.com'}::int AS n`)
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(Error);
    // As the errors plugin logs an unhandled error.
    testApp.app.log.error({ err: error }, 'unhandled error');
    const logged = lines.map(
      (line) => JSON.parse(line) as { msg?: string; err?: { message: string } },
    );
    const entry = logged.findLast((line) => line.msg === 'unhandled error');
    expect(entry?.err?.message).toContain('Failed query: SELECT $1::int AS n');
    expect(lines.join('')).not.toContain('secret-value@example.com');
  });
});
