import { acceptTosContract } from '@kampa/contracts/user/accept-tos';
import { getMeContract } from '@kampa/contracts/user/get-me';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { listProjectsContract } from '@kampa/contracts/project/list-projects';
import { makeProjectInput } from '@kampa/contracts/test-support/factories';
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { callContract } from '#test/call-contract';
import { craftToken, createTestIdentity, revokeSessions, setUserDisabled } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';
import { firebaseAuth } from '../lib/firebase-admin';

const CHECK_SECONDS = 120;

// The app's clock for its session cache: tests move it instead of waiting.
let clockMs = Date.now();
let testApp: TestApp;
let verifySpy: MockInstance;
let lookupSpy: MockInstance;

beforeAll(async () => {
  testApp = await createTestApp(
    { AUTH_ACCOUNT_CHECK_SECONDS: CHECK_SECONDS },
    { now: () => clockMs },
  );
  // Spies on the real Firebase client: calls still reach the Auth emulator, and are counted.
  const auth = firebaseAuth(testApp.config.FIREBASE_PROJECT_ID);
  verifySpy = vi.spyOn(auth, 'verifyIdToken');
  lookupSpy = vi.spyOn(auth, 'getUser');
});
afterAll(() => testApp.close());
beforeEach(() => {
  clockMs = Date.now();
});

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const getMe = (token: string) => callContract(testApp.app, bearer(token), getMeContract);
const verificationsOf = (token: string) =>
  verifySpy.mock.calls.filter(([called]) => called === token).length;
const lookupsOf = (uid: string) => lookupSpy.mock.calls.filter(([called]) => called === uid).length;
const passTheCheckInterval = () => {
  clockMs += CHECK_SECONDS * 1000 + 1;
};

describe('the signed-in session cache', () => {
  it('verifies a token once and asks the auth server about the account once per interval', async () => {
    const user = await createTestIdentity();
    for (let index = 0; index < 3; index += 1) {
      expect((await getMe(user.idToken)).status).toBe(404); // signed in, no profile yet
    }
    expect(verificationsOf(user.idToken)).toBe(1);
    const lookups = lookupsOf(user.uid);

    passTheCheckInterval();
    expect((await getMe(user.idToken)).status).toBe(404);
    expect(verificationsOf(user.idToken)).toBe(1);
    expect(lookupsOf(user.uid)).toBe(lookups + 1);
  });

  it('refuses a cached token once it expires, without verifying it again', async () => {
    const user = await createTestIdentity();
    const token = craftToken(user.uid, { exp: Math.floor(clockMs / 1000) + 60 });
    expect((await getMe(token)).status).toBe(404);
    clockMs += 61_000;
    const answer = await getMe(token);
    expect(answer.status).toBe(401);
    expect(answer.error).toMatchObject({
      code: 'unauthenticated',
      message: expect.stringMatching(/expired/),
    });
    expect(verificationsOf(token)).toBe(1);
  });

  it('refuses a disabled account within the check interval, and lets it back once re-enabled', async () => {
    const user = await createTestIdentity();
    expect((await getMe(user.idToken)).status).toBe(404);
    await setUserDisabled(user.uid, true);

    passTheCheckInterval();
    const refused = await getMe(user.idToken);
    expect(refused.status).toBe(401);
    expect(refused.error?.code).toBe('user_disabled');

    await setUserDisabled(user.uid, false);
    passTheCheckInterval();
    expect((await getMe(user.idToken)).status).toBe(404);
  });

  it('refuses a session signed out everywhere within the check interval', async () => {
    const user = await createTestIdentity();
    // A sign-in a minute ago: the revocation below comes after it.
    const token = craftToken(user.uid, { auth_time: Math.floor(clockMs / 1000) - 60 });
    expect((await getMe(token)).status).toBe(404);
    await revokeSessions(user.uid);

    passTheCheckInterval();
    const refused = await getMe(token);
    expect(refused.status).toBe(401);
    expect(refused.error?.code).toBe('unauthenticated');
    // A new sign-in is let in.
    const fresh = craftToken(user.uid, { auth_time: Math.floor(Date.now() / 1000) + 1 });
    expect((await getMe(fresh)).status).toBe(404);
  });

  it('checks the account on every sensitive call, whatever the cache says', async () => {
    const user = await onboard(testApp, await createTestIdentity());
    expect((await callContract(testApp.app, user, listProjectsContract)).status).toBe(200);
    await setUserDisabled(user.uid, true);
    const lookups = lookupsOf(user.uid);

    const refused = await callContract(testApp.app, user, acceptTosContract);
    expect(refused.status).toBe(401);
    expect(refused.error?.code).toBe('user_disabled');
    expect(lookupsOf(user.uid)).toBe(lookups + 1);
    // Refused ever since, not only on sensitive routes.
    expect((await callContract(testApp.app, user, listProjectsContract)).status).toBe(401);
  });

  it('refuses the next write of an account disabled or signed out everywhere, at once', async () => {
    const create = (user: { headers: { authorization: string } }) =>
      callContract(testApp.app, user, createProjectContract, { body: makeProjectInput() });

    const disabledUser = await onboard(testApp, await createTestIdentity());
    expect((await create(disabledUser)).status).toBe(201);
    expect((await callContract(testApp.app, disabledUser, listProjectsContract)).status).toBe(200);
    await setUserDisabled(disabledUser.uid, true);
    // Within the check interval: no clock moved.
    const refused = await create(disabledUser);
    expect(refused.status).toBe(401);
    expect(refused.error?.code).toBe('user_disabled');

    const signedOut = await createTestIdentity();
    const token = craftToken(signedOut.uid, { auth_time: Math.floor(clockMs / 1000) - 60 });
    const session = await onboard(testApp, bearer(token));
    expect((await create(session)).status).toBe(201);
    await revokeSessions(signedOut.uid);
    const revoked = await create(session);
    expect(revoked.status).toBe(401);
    expect(revoked.error?.code).toBe('unauthenticated');
  });

  it('keeps the terms state with the session and reads it again once the terms are accepted', async () => {
    const user = await createTestIdentity();
    const before = await callContract(testApp.app, user, listProjectsContract);
    expect(before.error?.code).toBe('tos_not_accepted');
    await onboard(testApp, user);
    expect((await callContract(testApp.app, user, listProjectsContract)).status).toBe(200);
  });
});
