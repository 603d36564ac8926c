import { acceptTosContract } from '@kampa/contracts/user/accept-tos';
import { createProfileContract } from '@kampa/contracts/user/create-profile';
import { getMeContract } from '@kampa/contracts/user/get-me';
import { getTosAcceptedContract } from '@kampa/contracts/user/get-tos-accepted';
import { CURRENT_TOS_VERSION } from '@kampa/contracts/user/tos-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract } from '#test/call-contract';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, type TestApp } from '#test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const getMe = (user: TestIdentity) => callContract(testApp.app, user, getMeContract);
const createProfile = (user: TestIdentity) =>
  callContract(testApp.app, user, createProfileContract);
const getTosStatus = (user: TestIdentity) =>
  callContract(testApp.app, user, getTosAcceptedContract);
const acceptTos = (user: TestIdentity) => callContract(testApp.app, user, acceptTosContract);

describe('profile', () => {
  it('is missing until the welcome notice is confirmed, then exists', async () => {
    const user = await createTestIdentity({ displayName: 'Petr Svoboda' });
    const before = await getMe(user);
    expect(before.status).toBe(404);
    expect(before.error?.code).toBe('profile_missing');

    const created = await createProfile(user);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      uid: user.uid,
      email: user.email,
      displayName: 'Petr Svoboda',
    });

    const after = await getMe(user);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(created.body);
  });

  it('creating the profile twice keeps the first creation time', async () => {
    const user = await createTestIdentity();
    const first = await createProfile(user);
    const second = await createProfile(user);
    expect(second.status).toBe(201);
    expect(second.body?.createdAt).toBe(first.body?.createdAt);
  });

  it('keeps each user to their own profile', async () => {
    const jana = await createTestIdentity({ displayName: 'Jana' });
    const petr = await createTestIdentity({ displayName: 'Petr' });
    await createProfile(jana);
    const petrMe = await getMe(petr);
    expect(petrMe.status).toBe(404);
  });
});

describe('terms of service', () => {
  it('are not accepted at first, then accepted with the current version and time', async () => {
    const user = await createTestIdentity();
    await createProfile(user);
    const before = await getTosStatus(user);
    expect(before.body).toEqual({
      accepted: false,
      currentVersion: CURRENT_TOS_VERSION,
      acceptedVersion: null,
      acceptedAt: null,
    });

    const accepted = await acceptTos(user);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      accepted: true,
      currentVersion: CURRENT_TOS_VERSION,
      acceptedVersion: CURRENT_TOS_VERSION,
    });
    const acceptedAt = Date.parse(accepted.body?.acceptedAt ?? '');
    expect(Math.abs(Date.now() - acceptedAt)).toBeLessThan(60_000);

    const again = await getTosStatus(user);
    expect(again.body).toEqual(accepted.body);
  });

  it('cannot be accepted before the profile exists', async () => {
    const user = await createTestIdentity();
    const answer = await acceptTos(user);
    expect(answer.status).toBe(409);
    expect(answer.error?.code).toBe('profile_missing');
    const status = await getTosStatus(user);
    expect(status.body?.accepted).toBe(false);
  });
});
