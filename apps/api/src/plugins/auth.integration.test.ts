import { ALL_CONTRACTS } from '@kampa/contracts/all-contracts';
import { createProfileContract } from '@kampa/contracts/user/create-profile';
import { getMeContract } from '@kampa/contracts/user/get-me';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract } from '#test/call-contract';
import { sampleParams } from '#test/contract-paths';
import { craftToken, createTestIdentity, setUserDisabled } from '#test/identity';
import { createTestApp, type TestApp } from '#test/test-app';
import { users } from '../db/schema';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const AUTHENTICATED = ALL_CONTRACTS.filter((contract) => contract.isAuthenticated);

const getMe = (authorization?: string) =>
  callContract(testApp.app, authorization ? { headers: { authorization } } : null, getMeContract);

describe('authentication', () => {
  it('covers every non-public route of the contracts', () => {
    const publicPaths = ALL_CONTRACTS.filter((contract) => !contract.isAuthenticated).map(
      (contract) => contract.path,
    );
    // Google's OAuth redirect is a browser navigation: its single-use state and the browser's
    // cookie authenticate it (see the connections tests), never a bearer token. The local mail
    // inbox exists only in development with the local SMTP receiver (404 otherwise, always 404 in
    // production: see the dev-mail tests).
    expect(publicPaths.sort()).toEqual([
      '/api/config',
      '/api/connections/google/callback',
      '/api/dev/mail',
      '/api/health',
      '/api/health/live',
      '/api/health/ready',
    ]);
    expect(AUTHENTICATED.length).toBeGreaterThan(10);
  });

  it.each(
    AUTHENTICATED.map((contract) => [`${contract.method} ${contract.path}`, contract] as const),
  )('%s answers 401 without a token', async (_name, contract) => {
    const answer = await callContract(testApp.app, null, contract, {
      params: sampleParams(contract.path),
      ...(contract.method === 'GET' ? {} : { body: {} }),
    });
    expect(answer.status).toBe(401);
    expect(answer.error?.code).toBe('unauthenticated');
  });

  it('refuses a malformed Authorization header', async () => {
    for (const header of ['Token abc', 'Bearer', 'Bearer a b', 'bearer abc.def.ghi']) {
      const answer = await getMe(header);
      expect(answer.status, header).toBe(401);
      expect(answer.error?.code).toBe('unauthenticated');
    }
  });

  it('refuses garbage, tampered, expired and wrong-project tokens', async () => {
    const user = await createTestIdentity();
    const [header, , signature] = user.idToken.split('.');
    const tampered = `${header}.${Buffer.from('{"sub":').toString('base64url')}.${signature}`;
    const tokens = {
      garbage: 'not-a-token',
      tampered,
      expired: craftToken(user.uid, { exp: Math.floor(Date.now() / 1000) - 60 }),
      wrongProject: craftToken(user.uid, {
        aud: 'another-project',
        iss: 'https://securetoken.google.com/another-project',
      }),
      unknownUser: craftToken('no-such-user'),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const answer = await getMe(`Bearer ${token}`);
      expect(answer.status, name).toBe(401);
      expect(answer.error?.code, name).toBe('unauthenticated');
    }
  });

  it('answers 401 user_disabled for a disabled account', async () => {
    const user = await createTestIdentity();
    await setUserDisabled(user.uid, true);
    const disabled = await getMe(user.headers.authorization);
    expect(disabled.status).toBe(401);
    expect(disabled.error?.code).toBe('user_disabled');
  });

  it('creates the user in our database on the first authenticated request, once', async () => {
    const user = await createTestIdentity({ displayName: 'Jana Nováková' });
    const before = await testApp.db.select().from(users).where(eq(users.firebaseUid, user.uid));
    expect(before).toHaveLength(0);

    await Promise.all([getMe(user.headers.authorization), getMe(user.headers.authorization)]);
    const after = await testApp.db.select().from(users).where(eq(users.firebaseUid, user.uid));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ email: user.email, displayName: 'Jana Nováková' });
  });

  it('stores a Google name with control or direction characters cleaned, not a 500', async () => {
    const user = await createTestIdentity();
    // The emulator accepts unsigned tokens: claims as hostile as any Google account could carry.
    const token = craftToken(user.uid, {
      name: 'Eve\u0000\u202E Admin\r\n',
      email: `eve\u0000@example.com`,
    });
    const answer = await callContract(
      testApp.app,
      { headers: { authorization: `Bearer ${token}` } },
      createProfileContract,
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ displayName: 'Eve  Admin', email: 'eve @example.com' });
  });
});
