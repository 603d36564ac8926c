import { ALL_CONTRACTS } from '@kampa/contracts/all-contracts';
import { requiresAcceptedTerms } from '@kampa/contracts/common/contract';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { listProjectsContract } from '@kampa/contracts/project/list-projects';
import { makeProjectInput } from '@kampa/contracts/test-support/factories';
import { acceptTosContract } from '@kampa/contracts/user/accept-tos';
import { createProfileContract } from '@kampa/contracts/user/create-profile';
import { getTosAcceptedContract } from '@kampa/contracts/user/get-tos-accepted';
import { CURRENT_TOS_VERSION } from '@kampa/contracts/user/tos-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract } from '#test/call-contract';
import { sampleParams } from '#test/contract-paths';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';
import { tosAcceptances, users } from '../db/schema';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const GATED = ALL_CONTRACTS.filter(requiresAcceptedTerms);

const listProjects = (user: TestIdentity) => callContract(testApp.app, user, listProjectsContract);

describe('terms of service on the API', () => {
  it('only the profile, terms and account routes work before the terms are accepted', () => {
    // The account's export and deletion are rights that do not wait for a new terms version.
    const open = ALL_CONTRACTS.filter((c) => c.isAuthenticated && !requiresAcceptedTerms(c));
    expect(open.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'DELETE /api/account',
      'GET /api/account/deletion-plan',
      'GET /api/account/export',
      'GET /api/user/me',
      'GET /api/user/tos-accepted',
      'POST /api/user',
      'POST /api/user/tos-accept',
    ]);
  });

  it.each(GATED.map((contract) => [`${contract.method} ${contract.path}`, contract] as const))(
    '%s answers 403 tos_not_accepted until the terms are accepted',
    async (_name, contract) => {
      const user = await createTestIdentity();
      await callContract(testApp.app, user, createProfileContract);
      const answer = await callContract(testApp.app, user, contract, {
        params: sampleParams(contract.path),
        ...(contract.method === 'GET' ? {} : { body: {} }),
      });
      expect(answer.status).toBe(403);
      expect(answer.error?.code).toBe('tos_not_accepted');
    },
  );

  it('lets the user in once they accept, and nothing was created before', async () => {
    const user = await createTestIdentity();
    const before = await callContract(testApp.app, user, createProjectContract, {
      body: makeProjectInput({ name: 'Too early' }),
    });
    expect(before.status).toBe(403);

    await onboard(testApp, user);
    const after = await listProjects(user);
    expect(after.status).toBe(200);
    expect(after.body?.projects).toEqual([]);
  });

  it('asks again when a new version of the terms is in force', async () => {
    const user = await onboard(testApp, await createTestIdentity());
    const [row] = await testApp.db.select().from(users).where(eq(users.firebaseUid, user.uid));
    if (!row) throw new Error('no user row');
    // As if the user had accepted only an older version.
    await testApp.db.delete(tosAcceptances).where(eq(tosAcceptances.userId, row.id));
    await testApp.db.insert(tosAcceptances).values({ userId: row.id, version: '2020-01-01' });

    expect((await listProjects(user)).status).toBe(403);
    const status = await callContract(testApp.app, user, getTosAcceptedContract);
    expect(status.body).toMatchObject({
      accepted: false,
      currentVersion: CURRENT_TOS_VERSION,
      acceptedVersion: '2020-01-01',
    });

    await callContract(testApp.app, user, acceptTosContract);
    expect((await listProjects(user)).status).toBe(200);
  });
});
