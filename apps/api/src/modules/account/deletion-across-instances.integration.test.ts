import { deleteAccountContract } from '@kampa/contracts/account/delete-account';
import { listProjectsContract } from '@kampa/contracts/project/list-projects';
import { acceptTosContract } from '@kampa/contracts/user/accept-tos';
import { createProfileContract } from '@kampa/contracts/user/create-profile';
import { getTosAcceptedContract } from '@kampa/contracts/user/get-tos-accepted';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { createTestIdentity } from '#test/identity';
import { createSiblingTestApp, createTestApp, type TestApp } from '#test/test-app';
import { erasedAccounts, users } from '../../db/schema';

/**
 * Two API instances on one database, as behind a load balancer: the account is deleted through
 * one while the other still trusts the person's token (its account check is minutes away).
 */
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp({ AUTH_ACCOUNT_CHECK_SECONDS: 3600 });
  second = await createSiblingTestApp(first);
}, 60_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('deleting an account with two API instances', () => {
  it('the other instance never creates the erased person again with the token it still trusts', async () => {
    const person = await createTestIdentity();
    // The second instance sees the person before the terms: it keeps the row and the state.
    expect(
      expectBody(await callContract(second.app, person, getTosAcceptedContract)).accepted,
    ).toBe(false);
    expectBody(await callContract(first.app, person, createProfileContract));
    expectBody(await callContract(first.app, person, acceptTosContract));

    expectBody(
      await callContract(first.app, person, deleteAccountContract, {
        body: { confirmEmail: person.email },
      }),
    );
    const rows = () => first.db.select().from(users).where(eq(users.firebaseUid, person.uid));
    expect(await rows()).toEqual([]);

    // The terms it remembered as not accepted make the second instance read the user again.
    const stale = await callContract(second.app, person, listProjectsContract);
    expect(stale.status).toBe(401);
    expect(stale.error?.code).toBe('unauthenticated');
    expect(await rows()).toEqual([]);
    // And from then on it asks the auth server, which no longer knows the account.
    expect((await callContract(second.app, person, getTosAcceptedContract)).status).toBe(401);
    expect(await rows()).toEqual([]);
    // Only the uid's hash is kept, to refuse it.
    const tombstones = await first.db.select().from(erasedAccounts);
    expect(tombstones).toHaveLength(1);
    expect(JSON.stringify(tombstones)).not.toContain(person.uid);
  });

  it('refuses to create a user with an erased uid in the database itself', async () => {
    const person = await createTestIdentity();
    expectBody(await callContract(second.app, person, createProfileContract));
    expectBody(
      await callContract(second.app, person, deleteAccountContract, {
        body: { confirmEmail: person.email },
      }),
    );
    await expect(
      first.db.insert(users).values({ firebaseUid: person.uid, email: person.email }),
    ).rejects.toMatchObject({ cause: { code: 'KE001' } });
  });
});
