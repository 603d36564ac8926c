import { ALL_CONTRACTS } from '@kampa/contracts/all-contracts';
import type { Contract } from '@kampa/contracts/common/contract';
import { buildPath } from '@kampa/contracts/common/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleBody, sampleParams } from '#test/contract-paths';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';
import { projectMembers, projects, users } from '../../db/schema';
import { canDoOnProject, type ProjectAction } from '@kampa/contracts/project/permissions';

/**
 * Roles over the whole API, as a table: every operation in ALL_CONTRACTS, tried as the project's
 * owner, an editor, a viewer, a stranger (signed in, not a member) and signed out, must answer
 * what the permission table says. A project operation (`:projectUid`) must name its action here;
 * `permissions.ts` says which roles may do it. Other operations are open to every signed-in user
 * (and the public ones to anyone). The token variants (garbage, expired, revoked…) are in
 * plugins/auth.integration.test.ts, "nothing changed" after a refusal in project.integration.
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
  'GET /api/project/:projectUid/search/dashboard': 'view',
  'GET /api/project/:projectUid/search/sites': 'edit',
  'PATCH /api/project/:projectUid/search': 'edit',
  'GET /api/project/:projectUid/search/brand-terms': 'view',
  'PUT /api/project/:projectUid/search/brand-terms': 'edit',
  'POST /api/project/:projectUid/connections/google': 'edit',
  'GET /api/project/:projectUid/sync': 'view',
  'POST /api/project/:projectUid/sync': 'edit',
  'GET /api/project/:projectUid/events': 'view',
  'POST /api/project/:projectUid/events/annotations': 'edit',
  'PATCH /api/project/:projectUid/events/annotations/:annotationId': 'edit',
  'DELETE /api/project/:projectUid/events/annotations/:annotationId': 'edit',
  'GET /api/project/:projectUid/monitoring/rules': 'view',
  'POST /api/project/:projectUid/monitoring/rules': 'edit',
  'POST /api/project/:projectUid/monitoring/rules/test': 'view',
  'PUT /api/project/:projectUid/monitoring/rules/:ruleId': 'edit',
  'DELETE /api/project/:projectUid/monitoring/rules/:ruleId': 'edit',
  'POST /api/project/:projectUid/monitoring/rules/:ruleId/webhook-secret': 'edit',
  'GET /api/project/:projectUid/monitoring/alerts': 'view',
  'PATCH /api/project/:projectUid/monitoring/alerts/:alertId': 'edit',
  'GET /api/project/:projectUid/monitoring/targets': 'view',
  'GET /api/project/:projectUid/budgets': 'view',
  'POST /api/project/:projectUid/budgets': 'edit',
  'PUT /api/project/:projectUid/budgets/:budgetId': 'edit',
  'DELETE /api/project/:projectUid/budgets/:budgetId': 'edit',
  'GET /api/project/:projectUid/targets/:month': 'view',
  'PUT /api/project/:projectUid/targets/:month': 'edit',
  'GET /api/project/:projectUid/reports': 'view',
  'POST /api/project/:projectUid/reports': 'edit',
  'PUT /api/project/:projectUid/reports/:reportId': 'edit',
  'DELETE /api/project/:projectUid/reports/:reportId': 'edit',
  'POST /api/project/:projectUid/reports/:reportId/links': 'edit',
  'POST /api/project/:projectUid/reports/:reportId/links/:linkId/renew': 'edit',
  'POST /api/project/:projectUid/reports/:reportId/links/:linkId/revoke': 'edit',
  'POST /api/project/:projectUid/reports/:reportId/send': 'edit',
  'GET /api/project/:projectUid/reports/:reportId/preview': 'edit',
  'GET /api/project/:projectUid/reports/:reportId/deliveries': 'view',
  'GET /api/project/:projectUid/reports/:reportId/pdf': 'view',
  'GET /api/project/:projectUid/branding': 'view',
  'PUT /api/project/:projectUid/branding': 'edit',
  'PUT /api/project/:projectUid/branding/logo': 'edit',
  'DELETE /api/project/:projectUid/branding/logo': 'edit',
  'GET /api/project/:projectUid/members': 'view',
  'POST /api/project/:projectUid/leave': 'view',
  'POST /api/project/:projectUid/invites': 'invite',
  'POST /api/project/:projectUid/invites/:inviteId/link': 'invite',
  'DELETE /api/project/:projectUid/invites/:inviteId': 'invite',
  'PATCH /api/project/:projectUid/members/:memberId': 'manage_members',
  'DELETE /api/project/:projectUid/members/:memberId': 'manage_members',
  'POST /api/project/:projectUid/transfer-ownership': 'manage_members',
  'GET /api/project/:projectUid/chat': 'view',
  'GET /api/project/:projectUid/chat/threads': 'view',
  'POST /api/project/:projectUid/chat/threads': 'view',
  'GET /api/project/:projectUid/chat/threads/:threadUid': 'view',
  'PATCH /api/project/:projectUid/chat/threads/:threadUid': 'view',
  'DELETE /api/project/:projectUid/chat/threads/:threadUid': 'view',
  'POST /api/project/:projectUid/chat/threads/:threadUid/messages': 'view',
};

const PROJECT_CONTRACTS = ALL_CONTRACTS.filter((contract) => contract.path.includes(':projectUid'));
const nameOf = (contract: Contract) => `${contract.method} ${contract.path}`;

const ROLES = ['owner', 'editor', 'viewer', 'stranger', 'signedOut'] as const;
type Role = (typeof ROLES)[number];
/** How an answer treats the caller: let through (whatever the operation then says), or not. */
type Outcome = 'allowed' | 'forbidden' | 'not_found' | 'unauthenticated';

/** The permission table. */
const expectedOutcome = (contract: Contract, role: Role): Outcome => {
  if (role === 'signedOut') return contract.isAuthenticated ? 'unauthenticated' : 'allowed';
  const action = ACTIONS[nameOf(contract)];
  if (!action) return 'allowed';
  if (role === 'stranger') return 'not_found';
  return canDoOnProject(role, action) ? 'allowed' : 'forbidden';
};

const outcomeOf = (status: number, error: { code?: string; message?: string } | undefined) => {
  if (status === 401) return 'unauthenticated';
  if (status === 403 && error?.code === 'forbidden') return 'forbidden';
  // A project the caller may not see is 404 "Project not found", exactly like a missing one.
  if (status === 404 && error?.message === 'Project not found') return 'not_found';
  return 'allowed';
};

let testApp: TestApp;
const people = {} as Record<Exclude<Role, 'signedOut'>, TestIdentity>;

const call = async (role: Role, contract: Contract, projectUid: string) => {
  const body = sampleBody(contract);
  const response = await testApp.app.inject({
    method: contract.method,
    url: buildPath(contract.path, { ...sampleParams(contract.path), projectUid }),
    headers: role === 'signedOut' ? {} : people[role].headers,
    ...(body ? { payload: body } : {}),
  });
  const json = response.body
    ? (response.json() as { error?: { code: string; message: string } })
    : {};
  return { status: response.statusCode, error: json.error };
};

/** A new project of the owner, with the editor and the viewer as members. */
const newProject = async () => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/project/new',
    headers: people.owner.headers,
    payload: { name: 'Shop', websiteUrl: 'https://shop.cz' },
  });
  const projectUid = response.json().uid as string;
  const [project] = await testApp.db.select().from(projects).where(eq(projects.uid, projectUid));
  for (const role of ['editor', 'viewer'] as const) {
    const [user] = await testApp.db
      .select()
      .from(users)
      .where(eq(users.firebaseUid, people[role].uid));
    await testApp.db
      .insert(projectMembers)
      .values({ projectId: project!.id, userId: user!.id, role });
  }
  return projectUid;
};

beforeAll(async () => {
  testApp = await createTestApp();
  for (const role of ['owner', 'editor', 'viewer', 'stranger'] as const) {
    people[role] = await onboard(testApp, await createTestIdentity());
  }
}, 60_000);
afterAll(() => testApp.close());

describe('roles over the whole API, from the contracts', () => {
  it('knows the action of every project operation', () => {
    expect(PROJECT_CONTRACTS.map(nameOf).filter((name) => !ACTIONS[name])).toEqual([]);
  });

  it('is this table: who gets through on each operation', () => {
    const table = Object.fromEntries(
      ALL_CONTRACTS.map((contract) => [
        nameOf(contract),
        ROLES.filter((role) => expectedOutcome(contract, role) === 'allowed').join(' '),
      ]),
    );
    const SIGNED_IN = 'owner editor viewer stranger';
    expect(table).toEqual({
      'GET /api/health': `${SIGNED_IN} signedOut`,
      'GET /api/health/live': `${SIGNED_IN} signedOut`,
      'GET /api/health/ready': `${SIGNED_IN} signedOut`,
      'GET /api/config': `${SIGNED_IN} signedOut`,
      'GET /api/connections/google/callback': `${SIGNED_IN} signedOut`,
      'GET /api/user/me': SIGNED_IN,
      'POST /api/user': SIGNED_IN,
      'GET /api/user/tos-accepted': SIGNED_IN,
      'POST /api/user/tos-accept': SIGNED_IN,
      'GET /api/account/export': SIGNED_IN,
      'GET /api/account/deletion-plan': SIGNED_IN,
      // Through to the confirmation (400: not the account's e-mail), so nothing is deleted.
      'DELETE /api/account': SIGNED_IN,
      'GET /api/user/branding': SIGNED_IN,
      'PUT /api/user/branding': SIGNED_IN,
      'PUT /api/user/branding/logo': SIGNED_IN,
      'DELETE /api/user/branding/logo': SIGNED_IN,
      'GET /api/user/notifications': SIGNED_IN,
      'PUT /api/user/notifications': SIGNED_IN,
      'GET /api/project': SIGNED_IN,
      'POST /api/project/new': SIGNED_IN,
      'GET /api/portfolio': SIGNED_IN,
      // Across projects: membership is checked per alert (the inbox's own tests).
      'GET /api/alerts': SIGNED_IN,
      'POST /api/alerts/actions': SIGNED_IN,
      'GET /api/connections': SIGNED_IN,
      'DELETE /api/connections/:connectionId': SIGNED_IN,
      'GET /api/invites/:token': SIGNED_IN,
      'POST /api/invites/:token/accept': SIGNED_IN,
      'GET /api/dev/mail': `${SIGNED_IN} signedOut`,
      'GET /api/project/:projectUid': 'owner editor viewer',
      'GET /api/project/:projectUid/dashboard': 'owner editor viewer',
      'GET /api/project/:projectUid/analytics/dashboard': 'owner editor viewer',
      'GET /api/project/:projectUid/ads/dashboard': 'owner editor viewer',
      'GET /api/project/:projectUid/sync': 'owner editor viewer',
      'GET /api/project/:projectUid/events': 'owner editor viewer',
      'PATCH /api/project/:projectUid': 'owner editor',
      'PATCH /api/project/:projectUid/analytics': 'owner editor',
      'GET /api/project/:projectUid/analytics/accounts': 'owner editor',
      'GET /api/project/:projectUid/analytics/properties/:propertyId': 'owner editor',
      'GET /api/project/:projectUid/ads/accounts': 'owner editor',
      'PATCH /api/project/:projectUid/ads': 'owner editor',
      'GET /api/project/:projectUid/search/dashboard': 'owner editor viewer',
      'GET /api/project/:projectUid/search/sites': 'owner editor',
      'PATCH /api/project/:projectUid/search': 'owner editor',
      'GET /api/project/:projectUid/search/brand-terms': 'owner editor viewer',
      'PUT /api/project/:projectUid/search/brand-terms': 'owner editor',
      'POST /api/project/:projectUid/connections/google': 'owner editor',
      'POST /api/project/:projectUid/sync': 'owner editor',
      'POST /api/project/:projectUid/events/annotations': 'owner editor',
      'PATCH /api/project/:projectUid/events/annotations/:annotationId': 'owner editor',
      'DELETE /api/project/:projectUid/events/annotations/:annotationId': 'owner editor',
      'GET /api/project/:projectUid/monitoring/rules': 'owner editor viewer',
      'POST /api/project/:projectUid/monitoring/rules/test': 'owner editor viewer',
      'GET /api/project/:projectUid/monitoring/alerts': 'owner editor viewer',
      'GET /api/project/:projectUid/monitoring/targets': 'owner editor viewer',
      'POST /api/project/:projectUid/monitoring/rules': 'owner editor',
      'PUT /api/project/:projectUid/monitoring/rules/:ruleId': 'owner editor',
      'DELETE /api/project/:projectUid/monitoring/rules/:ruleId': 'owner editor',
      'POST /api/project/:projectUid/monitoring/rules/:ruleId/webhook-secret': 'owner editor',
      'PATCH /api/project/:projectUid/monitoring/alerts/:alertId': 'owner editor',
      'GET /api/project/:projectUid/budgets': 'owner editor viewer',
      'POST /api/project/:projectUid/budgets': 'owner editor',
      'PUT /api/project/:projectUid/budgets/:budgetId': 'owner editor',
      'DELETE /api/project/:projectUid/budgets/:budgetId': 'owner editor',
      'GET /api/project/:projectUid/targets/:month': 'owner editor viewer',
      'PUT /api/project/:projectUid/targets/:month': 'owner editor',
      'GET /api/project/:projectUid/reports': 'owner editor viewer',
      'POST /api/project/:projectUid/reports': 'owner editor',
      'PUT /api/project/:projectUid/reports/:reportId': 'owner editor',
      'DELETE /api/project/:projectUid/reports/:reportId': 'owner editor',
      'POST /api/project/:projectUid/reports/:reportId/links': 'owner editor',
      'POST /api/project/:projectUid/reports/:reportId/links/:linkId/renew': 'owner editor',
      'POST /api/project/:projectUid/reports/:reportId/links/:linkId/revoke': 'owner editor',
      'POST /api/project/:projectUid/reports/:reportId/send': 'owner editor',
      'GET /api/project/:projectUid/reports/:reportId/preview': 'owner editor',
      'GET /api/project/:projectUid/reports/:reportId/deliveries': 'owner editor viewer',
      'GET /api/project/:projectUid/reports/:reportId/pdf': 'owner editor viewer',
      'GET /api/project/:projectUid/branding': 'owner editor viewer',
      'PUT /api/project/:projectUid/branding': 'owner editor',
      'PUT /api/project/:projectUid/branding/logo': 'owner editor',
      'DELETE /api/project/:projectUid/branding/logo': 'owner editor',
      'GET /api/project/:projectUid/members': 'owner editor viewer',
      'GET /api/project/:projectUid/chat': 'owner editor viewer',
      'GET /api/project/:projectUid/chat/threads': 'owner editor viewer',
      'POST /api/project/:projectUid/chat/threads': 'owner editor viewer',
      'GET /api/project/:projectUid/chat/threads/:threadUid': 'owner editor viewer',
      'PATCH /api/project/:projectUid/chat/threads/:threadUid': 'owner editor viewer',
      'DELETE /api/project/:projectUid/chat/threads/:threadUid': 'owner editor viewer',
      'POST /api/project/:projectUid/chat/threads/:threadUid/messages': 'owner editor viewer',
      'POST /api/project/:projectUid/leave': 'owner editor viewer',
      'POST /api/project/:projectUid/invites': 'owner editor',
      'POST /api/project/:projectUid/invites/:inviteId/link': 'owner editor',
      'DELETE /api/project/:projectUid/invites/:inviteId': 'owner editor',
      'DELETE /api/project/:projectUid': 'owner',
      'PATCH /api/project/:projectUid/members/:memberId': 'owner',
      'DELETE /api/project/:projectUid/members/:memberId': 'owner',
      'POST /api/project/:projectUid/transfer-ownership': 'owner',
    });
  });

  it.each(
    ALL_CONTRACTS.flatMap((contract) =>
      ROLES.map(
        (role) => [nameOf(contract), role, expectedOutcome(contract, role), contract] as const,
      ),
    ),
  )('%s as %s: %s', async (_name, role, outcome, contract) => {
    const answer = await call(role, contract, await newProject());
    expect(outcomeOf(answer.status, answer.error), JSON.stringify(answer)).toBe(outcome);
    expect(answer.status, JSON.stringify(answer)).not.toBe(500);
  });
});
