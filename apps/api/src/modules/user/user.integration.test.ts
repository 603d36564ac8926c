import { CURRENT_TOS_VERSION } from '@kampa/contracts/user/tos-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, type TestApp } from '#test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const call = (method: 'GET' | 'POST', url: string, user: TestIdentity) =>
  testApp.app.inject({ method, url, headers: user.headers });

describe('profile', () => {
  it('is missing until the welcome notice is confirmed, then exists', async () => {
    const user = await createTestIdentity({ displayName: 'Petr Svoboda' });
    const before = await call('GET', '/api/user/me', user);
    expect(before.statusCode).toBe(404);
    expect(before.json().error.code).toBe('profile_missing');

    const created = await call('POST', '/api/user', user);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      uid: user.uid,
      email: user.email,
      displayName: 'Petr Svoboda',
    });

    const after = await call('GET', '/api/user/me', user);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(created.json());
  });

  it('creating the profile twice keeps the first creation time', async () => {
    const user = await createTestIdentity();
    const first = await call('POST', '/api/user', user);
    const second = await call('POST', '/api/user', user);
    expect(second.statusCode).toBe(201);
    expect(second.json().createdAt).toBe(first.json().createdAt);
  });

  it('keeps each user to their own profile', async () => {
    const jana = await createTestIdentity({ displayName: 'Jana' });
    const petr = await createTestIdentity({ displayName: 'Petr' });
    await call('POST', '/api/user', jana);
    const petrMe = await call('GET', '/api/user/me', petr);
    expect(petrMe.statusCode).toBe(404);
  });
});

describe('terms of service', () => {
  it('are not accepted at first, then accepted with the current version and time', async () => {
    const user = await createTestIdentity();
    await call('POST', '/api/user', user);
    const before = await call('GET', '/api/user/tos-accepted', user);
    expect(before.json()).toEqual({
      accepted: false,
      currentVersion: CURRENT_TOS_VERSION,
      acceptedVersion: null,
      acceptedAt: null,
    });

    const accepted = await call('POST', '/api/user/tos-accept', user);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      accepted: true,
      currentVersion: CURRENT_TOS_VERSION,
      acceptedVersion: CURRENT_TOS_VERSION,
    });
    const acceptedAt = Date.parse(accepted.json().acceptedAt);
    expect(Math.abs(Date.now() - acceptedAt)).toBeLessThan(60_000);

    const again = await call('GET', '/api/user/tos-accepted', user);
    expect(again.json()).toEqual(accepted.json());
  });

  it('cannot be accepted before the profile exists', async () => {
    const user = await createTestIdentity();
    const response = await call('POST', '/api/user/tos-accept', user);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('profile_missing');
    const status = await call('GET', '/api/user/tos-accepted', user);
    expect(status.json().accepted).toBe(false);
  });
});
