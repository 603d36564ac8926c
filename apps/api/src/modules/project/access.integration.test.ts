import { ALL_CONTRACTS } from '@kampa/contracts/all-contracts';
import type { Contract } from '@kampa/contracts/common/contract';
import { buildPath } from '@kampa/contracts/common/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleBody, sampleParams } from '#test/contract-paths';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';
import { projectMembers, projects, users } from '../../db/schema';
import { canDoOnProject, type ProjectAction } from './permissions';

/**
 * Roles over every project operation, generated from the contract list: a new contract with a
 * `:projectUid` must say which action it performs, and is then checked for viewers and editors.
 * (A non-member's 404 on every operation is checked in project.integration.test.ts.)
 */
const ACTIONS: Record<string, ProjectAction> = {
  'GET /api/project/:projectUid': 'view',
  'PATCH /api/project/:projectUid': 'edit',
  'DELETE /api/project/:projectUid': 'delete',
  'GET /api/project/:projectUid/analytics/accounts': 'edit',
  'GET /api/project/:projectUid/analytics/properties/:propertyId': 'edit',
  'PATCH /api/project/:projectUid/analytics': 'edit',
  'GET /api/project/:projectUid/dashboard': 'view',
  'GET /api/project/:projectUid/analytics/dashboard': 'view',
  'GET /api/project/:projectUid/ads/dashboard': 'view',
  'GET /api/project/:projectUid/ads/accounts': 'edit',
  'PATCH /api/project/:projectUid/ads': 'edit',
  'POST /api/project/:projectUid/connections/google': 'edit',
  'GET /api/project/:projectUid/sync': 'view',
  'POST /api/project/:projectUid/sync': 'edit',
};

const PROJECT_CONTRACTS = ALL_CONTRACTS.filter((contract) => contract.path.includes(':projectUid'));
const nameOf = (contract: Contract) => `${contract.method} ${contract.path}`;

let testApp: TestApp;
let owner: TestIdentity;

const call = (identity: TestIdentity, contract: Contract, projectUid: string) => {
  const body = sampleBody(contract);
  return testApp.app.inject({
    method: contract.method,
    url: buildPath(contract.path, { ...sampleParams(contract.path), projectUid }),
    headers: identity.headers,
    ...(body ? { payload: body } : {}),
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

describe('roles, from the contracts', () => {
  it('knows the action of every project operation', () => {
    expect(PROJECT_CONTRACTS.map(nameOf).filter((name) => !ACTIONS[name])).toEqual([]);
  });

  it.each(
    PROJECT_CONTRACTS.filter(
      (contract) => !canDoOnProject('viewer', ACTIONS[nameOf(contract)]!),
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
    PROJECT_CONTRACTS.filter((contract) => ACTIONS[nameOf(contract)]! === 'delete').map(
      (contract) => [nameOf(contract), contract] as const,
    ),
  )('%s: an editor gets 403', async (_name, contract) => {
    const projectUid = await newProject();
    const editor = await onboard(testApp, await createTestIdentity());
    await addMember(projectUid, editor, 'editor');
    expect((await call(editor, contract, projectUid)).statusCode).toBe(403);
  });
});
