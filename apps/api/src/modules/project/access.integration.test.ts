import { ALL_CONTRACTS } from '@kampa/contracts/all-contracts';
import type { Contract } from '@kampa/contracts/common/contract';
import { buildPath } from '@kampa/contracts/common/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';
import { projectMembers, projects, users } from '../../db/schema';
import { canDoOnProject, type ProjectAction } from './permissions';

/**
 * Access over every project operation, generated from the contract list: a new contract with a
 * `:projectUid` is covered here without anyone remembering. Each needs a well-formed sample body
 * (so validation passes and access decides) and the action it performs.
 */
const SAMPLES: Record<
  string,
  { action: ProjectAction; body?: object; params?: Record<string, string> }
> = {
  'GET /api/project/:projectUid': { action: 'view' },
  'PATCH /api/project/:projectUid': { action: 'edit', body: { name: 'Renamed' } },
  'DELETE /api/project/:projectUid': { action: 'delete' },
  'GET /api/project/:projectUid/analytics/accounts': { action: 'edit' },
  'GET /api/project/:projectUid/analytics/properties/:propertyId': {
    action: 'edit',
    params: { propertyId: '310000001' },
  },
  'PATCH /api/project/:projectUid/analytics': {
    action: 'edit',
    body: { accountId: '200100', propertyId: '310000001' },
  },
  'GET /api/project/:projectUid/analytics/dashboard': { action: 'view' },
  'GET /api/project/:projectUid/ads/dashboard': { action: 'view' },
  'GET /api/project/:projectUid/ads/accounts': { action: 'edit' },
  'PATCH /api/project/:projectUid/ads': { action: 'edit', body: { customerId: '4810000001' } },
  'POST /api/project/:projectUid/connections/google': { action: 'edit', body: {} },
  'GET /api/project/:projectUid/sync': { action: 'view' },
  'POST /api/project/:projectUid/sync': { action: 'edit' },
};

const PROJECT_CONTRACTS = ALL_CONTRACTS.filter((contract) => contract.path.includes(':projectUid'));
const nameOf = (contract: Contract) => `${contract.method} ${contract.path}`;

let testApp: TestApp;
let owner: TestIdentity;

const call = (identity: TestIdentity, contract: Contract, projectUid: string) => {
  const sample = SAMPLES[nameOf(contract)];
  return testApp.app.inject({
    method: contract.method,
    url: buildPath(contract.path, { projectUid, ...sample?.params }),
    headers: identity.headers,
    ...(sample?.body ? { payload: sample.body } : {}),
  });
};

const newProject = async () => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/project/new',
    headers: owner.headers,
    payload: { name: 'Shop', websiteUrl: 'https://shop.cz' },
  });
  return response.json().uid as string;
};

const addMember = async (projectUid: string, identity: TestIdentity, role: 'editor' | 'viewer') => {
  const [project] = await testApp.db.select().from(projects).where(eq(projects.uid, projectUid));
  const [user] = await testApp.db.select().from(users).where(eq(users.firebaseUid, identity.uid));
  await testApp.db
    .insert(projectMembers)
    .values({ projectId: project!.id, userId: user!.id, role });
};

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await onboard(testApp, await createTestIdentity());
}, 60_000);
afterAll(() => testApp.close());

describe('project access, from the contracts', () => {
  it('knows the action of every project operation', () => {
    expect(PROJECT_CONTRACTS.map(nameOf).filter((name) => !SAMPLES[name])).toEqual([]);
  });

  it.each(PROJECT_CONTRACTS.map((contract) => [nameOf(contract), contract] as const))(
    '%s: a non-member gets 404 and nothing changes',
    async (_name, contract) => {
      const projectUid = await newProject();
      const stranger = await onboard(testApp, await createTestIdentity());
      const response = await call(stranger, contract, projectUid);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.code).toBe('not_found');
      const [row] = await testApp.db.select().from(projects).where(eq(projects.uid, projectUid));
      expect(row).toMatchObject({ name: 'Shop', deletedAt: null });
    },
  );

  it.each(
    PROJECT_CONTRACTS.filter(
      (contract) => !canDoOnProject('viewer', SAMPLES[nameOf(contract)]!.action),
    ).map((contract) => [nameOf(contract), contract] as const),
  )('%s: a viewer gets 403', async (_name, contract) => {
    const projectUid = await newProject();
    const viewer = await onboard(testApp, await createTestIdentity());
    await addMember(projectUid, viewer, 'viewer');
    const response = await call(viewer, contract, projectUid);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it.each(
    PROJECT_CONTRACTS.filter((contract) => SAMPLES[nameOf(contract)]!.action === 'delete').map(
      (contract) => [nameOf(contract), contract] as const,
    ),
  )('%s: an editor gets 403', async (_name, contract) => {
    const projectUid = await newProject();
    const editor = await onboard(testApp, await createTestIdentity());
    await addMember(projectUid, editor, 'editor');
    expect((await call(editor, contract, projectUid)).statusCode).toBe(403);
  });
});
