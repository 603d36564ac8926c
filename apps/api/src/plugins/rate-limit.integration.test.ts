import { getHealthContract } from '@kampa/contracts/health/get-health';
import { getProjectContract } from '@kampa/contracts/project/get-project';
import { listProjectsContract } from '@kampa/contracts/project/list-projects';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { callContract } from '#test/call-contract';
import { createTestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';
import { firebaseAuth } from '../lib/firebase-admin';

let byAddress: TestApp;
let byUser: TestApp;
let verifySpy: MockInstance;

beforeAll(async () => {
  [byAddress, byUser] = await Promise.all([
    createTestApp({ RATE_LIMIT_MAX: 1000, RATE_LIMIT_ADDRESS_MAX: 8 }),
    createTestApp({ RATE_LIMIT_MAX: 5, RATE_LIMIT_ADDRESS_MAX: 1000 }),
  ]);
  verifySpy = vi.spyOn(firebaseAuth(byAddress.config.FIREBASE_PROJECT_ID), 'verifyIdToken');
});
afterAll(() => Promise.all([byAddress.close(), byUser.close()]));

const fromAddress = (testApp: TestApp, remoteAddress: string, url: string, token?: string) =>
  testApp.app.inject({
    method: 'GET',
    url,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const bearer = (who: { headers: { authorization: string } }) =>
  who.headers.authorization.replace(/^Bearer /, '');

const expectRateLimited = (response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}) => {
  expect(response.statusCode).toBe(429);
  // Whole seconds, as HTTP defines Retry-After: `1.5` or `0` would be ignored by clients.
  expect(String(response.headers['retry-after'])).toMatch(/^[1-9]\d*$/);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(response.json()).toEqual({
    error: { code: 'rate_limited', message: expect.stringMatching(/at most \d+ a minute/) },
  });
};

describe('rate limits', () => {
  it('refuses a flood of bad tokens from one address before checking them', async () => {
    const tokens = Array.from({ length: 10 }, (_, index) => `garbage-token-${index}`);
    const answers = [];
    for (const token of tokens) {
      answers.push(await fromAddress(byAddress, '203.0.113.7', '/api/project', token));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array(8).fill(401), 429, 429]);
    expectRateLimited(answers[9]!);
    // The refused ones never reached the token check.
    const checked = verifySpy.mock.calls.filter(([token]) => tokens.includes(token as string));
    expect(checked).toHaveLength(8);

    // Another address is not affected; the health check is never limited.
    expect((await fromAddress(byAddress, '203.0.113.8', '/api/project', 'x')).statusCode).toBe(401);
    for (let index = 0; index < 3; index += 1) {
      const health = await fromAddress(byAddress, '203.0.113.7', '/api/health');
      expect(health.statusCode).toBe(200);
    }
    expect((await callContract(byAddress.app, null, getHealthContract)).status).toBe(200);
  });

  it("counts every request of a signed-in user, invalid ones too, apart from others'", async () => {
    // Onboarding takes two of the user's five requests a minute.
    const user = await onboard(byUser, await createTestIdentity());
    const invalid = () =>
      callContract(byUser.app, user, getProjectContract, { params: { projectUid: 'not-a-uid' } });
    for (let index = 0; index < 3; index += 1) {
      const answer = await invalid();
      expect(answer.status).toBe(400);
      expect(answer.error?.code).toBe('validation_failed');
    }
    const refused = await fromAddress(byUser, '198.51.100.4', '/api/project', bearer(user));
    expectRateLimited(refused);

    // Another user from the same address still gets through, again and again.
    const other = await onboard(byUser, await createTestIdentity());
    for (let index = 0; index < 2; index += 1) {
      const answer = await fromAddress(byUser, '198.51.100.4', '/api/project', bearer(other));
      expect(answer.statusCode).toBe(200);
    }
    // ...while the first is still refused there.
    expectRateLimited(await fromAddress(byUser, '198.51.100.4', '/api/project', bearer(user)));
  });

  it('counts the requests of a user who has not accepted the terms', async () => {
    const user = await createTestIdentity();
    const statuses = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await callContract(byUser.app, user, listProjectsContract)).status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
  });
});
