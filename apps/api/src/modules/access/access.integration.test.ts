import { ALL_CONTRACTS } from '@kampa/contracts/all-contracts';
import type { Contract } from '@kampa/contracts/common/contract';
import { buildPath } from '@kampa/contracts/common/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleBody, sampleParams } from '#test/contract-paths';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';
import { projectMembers, projects, users, workspaceMembers } from '../../db/schema';
import type { ProjectAction, ProjectRole } from '@kampa/contracts/project/permissions';
import {
  canDoInWorkspace,
  canDoOnWorkspaceProject,
  effectiveProjectRole,
  type WorkspaceAction,
  type WorkspaceRole,
} from '@kampa/contracts/workspace/permissions';

/**
 * Roles over the whole API, as a table: every operation in ALL_CONTRACTS, tried by everyone in
 * `STANDING` (the owner of the project's workspace, a manager, a member with and without the
 * project, a client editor and viewer, a stranger) and signed out, must answer what the one
 * permission function says (`canDoOnWorkspaceProject`, `canDoInWorkspace`). A project operation
 * (`:projectUid`) and a workspace operation (`:workspaceUid`) must name their action here; the
 * contracts' `permissions.ts` say which roles may do it. Other operations are open to every signed-in user
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
  'POST /api/project/:projectUid/move': 'delete',
  'GET /api/project/:projectUid/chat': 'view',
  'GET /api/project/:projectUid/chat/threads': 'view',
  'POST /api/project/:projectUid/chat/threads': 'view',
  'GET /api/project/:projectUid/chat/threads/:threadUid': 'view',
  'PATCH /api/project/:projectUid/chat/threads/:threadUid': 'view',
  'DELETE /api/project/:projectUid/chat/threads/:threadUid': 'view',
  'POST /api/project/:projectUid/chat/threads/:threadUid/messages': 'view',
};

/** What each workspace operation needs (`canDoInWorkspace`); the others name no workspace. */
const WORKSPACE_ACTIONS: Record<string, WorkspaceAction> = {
  'PATCH /api/workspaces/:workspaceUid': 'edit_settings',
  'GET /api/workspaces/:workspaceUid/members': 'view',
  'POST /api/workspaces/:workspaceUid/invites': 'manage_members',
  'DELETE /api/workspaces/:workspaceUid/invites/:inviteId': 'manage_members',
  'PATCH /api/workspaces/:workspaceUid/members/:memberId': 'manage_members',
  'DELETE /api/workspaces/:workspaceUid/members/:memberId': 'manage_members',
  'POST /api/workspaces/:workspaceUid/transfer-ownership': 'transfer',
  'POST /api/workspaces/:workspaceUid/leave': 'view',
  'DELETE /api/workspaces/:workspaceUid': 'delete',
  'GET /api/workspaces/:workspaceUid/notification-defaults': 'view',
  'PUT /api/workspaces/:workspaceUid/notification-defaults': 'edit_settings',
  'GET /api/workspaces/:workspaceUid/branding': 'view',
  'PUT /api/workspaces/:workspaceUid/branding': 'edit_settings',
  'PUT /api/workspaces/:workspaceUid/branding/logo': 'edit_settings',
  'DELETE /api/workspaces/:workspaceUid/branding/logo': 'edit_settings',
  // Every role may look; each sees only the projects they reach (the reports module's tests).
  'GET /api/workspaces/:workspaceUid/reports': 'view',
};

const PROJECT_CONTRACTS = ALL_CONTRACTS.filter((contract) => contract.path.includes(':projectUid'));
const WORKSPACE_CONTRACTS = ALL_CONTRACTS.filter((contract) =>
  contract.path.includes(':workspaceUid'),
);
const nameOf = (contract: Contract) => `${contract.method} ${contract.path}`;

/**
 * Everyone who may stand before a project of an agency's workspace: its owner (who created the
 * project), a manager, a member given the project (as an editor) and one not given it, a client
 * invited to the project only (as an editor, as a viewer), a stranger and someone signed out.
 */
const ROLES = [
  'owner',
  'manager',
  'memberWith',
  'editor',
  'viewer',
  'memberWithout',
  'stranger',
  'signedOut',
] as const;
type Role = (typeof ROLES)[number];
type Person = Exclude<Role, 'signedOut'>;

/** Each person's role in the workspace and on the project. */
const STANDING: Record<
  Person,
  { workspaceRole: WorkspaceRole | null; projectRole: ProjectRole | null }
> = {
  owner: { workspaceRole: 'owner', projectRole: 'owner' },
  manager: { workspaceRole: 'manager', projectRole: null },
  memberWith: { workspaceRole: 'member', projectRole: 'editor' },
  editor: { workspaceRole: null, projectRole: 'editor' },
  viewer: { workspaceRole: null, projectRole: 'viewer' },
  memberWithout: { workspaceRole: 'member', projectRole: null },
  stranger: { workspaceRole: null, projectRole: null },
};

/** How an answer treats the caller: let through (whatever the operation then says), or not. */
type Outcome = 'allowed' | 'forbidden' | 'not_found' | 'unauthenticated';

/** The permission table: the contracts' one permission function, per person. */
const expectedOutcome = (contract: Contract, role: Role): Outcome => {
  if (role === 'signedOut') return contract.isAuthenticated ? 'unauthenticated' : 'allowed';
  const standing = STANDING[role];
  const action = ACTIONS[nameOf(contract)];
  if (action) {
    if (effectiveProjectRole(standing.workspaceRole, standing.projectRole) === null) {
      return 'not_found';
    }
    return canDoOnWorkspaceProject(standing, action) ? 'allowed' : 'forbidden';
  }
  const workspaceAction = WORKSPACE_ACTIONS[nameOf(contract)];
  if (workspaceAction) {
    if (standing.workspaceRole === null) return 'not_found';
    return canDoInWorkspace(standing.workspaceRole, workspaceAction) ? 'allowed' : 'forbidden';
  }
  return 'allowed';
};

const outcomeOf = (status: number, error: { code?: string; message?: string } | undefined) => {
  if (status === 401) return 'unauthenticated';
  if (status === 403 && error?.code === 'forbidden') return 'forbidden';
  // A project (or workspace) the caller may not see is 404, exactly like a missing one.
  if (status === 404 && error?.message === 'Project not found') return 'not_found';
  if (status === 404 && error?.message === 'Workspace not found') return 'not_found';
  return 'allowed';
};

let testApp: TestApp;
const people = {} as Record<Person, TestIdentity>;
const userIds = {} as Record<Person, string>;

type Place = { projectUid: string; workspaceUid: string };

const call = async (role: Role, contract: Contract, place: Place) => {
  const body = sampleBody(contract);
  const response = await testApp.app.inject({
    method: contract.method,
    url: buildPath(contract.path, { ...sampleParams(contract.path), ...place }),
    headers: role === 'signedOut' ? {} : people[role].headers,
    ...(body ? { payload: body } : {}),
  });
  const json = response.body
    ? (response.json() as { error?: { code: string; message: string } })
    : {};
  return { status: response.statusCode, error: json.error };
};

/**
 * A new agency workspace of the owner with a project in it, and everyone standing where
 * `STANDING` says (written straight to the database: the invitations have their own tests).
 */
const newPlace = async (): Promise<Place> => {
  const made = await testApp.app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: people.owner.headers,
    payload: { name: 'Agency' },
  });
  const workspaceUid = made.json<{ uid: string }>().uid;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/project/new',
    headers: people.owner.headers,
    payload: { name: 'Shop', websiteUrl: 'https://shop.cz', workspaceUid },
  });
  const projectUid = response.json<{ uid: string }>().uid;
  const [project] = await testApp.db.select().from(projects).where(eq(projects.uid, projectUid));
  for (const person of Object.keys(STANDING) as Person[]) {
    if (person === 'owner') continue;
    const { workspaceRole, projectRole } = STANDING[person];
    if (workspaceRole) {
      await testApp.db.insert(workspaceMembers).values({
        workspaceId: project!.workspaceId,
        userId: userIds[person],
        role: workspaceRole,
      });
    }
    if (projectRole) {
      await testApp.db
        .insert(projectMembers)
        .values({ projectId: project!.id, userId: userIds[person], role: projectRole });
    }
  }
  return { projectUid, workspaceUid };
};

beforeAll(async () => {
  // Every case makes a workspace and a project as the owner: far past the per-user rate limit,
  // which is not what this test is about.
  testApp = await createTestApp({ RATE_LIMIT_MAX: 1_000_000 });
  for (const person of Object.keys(STANDING) as Person[]) {
    people[person] = await onboard(testApp, await createTestIdentity());
    const [user] = await testApp.db
      .select()
      .from(users)
      .where(eq(users.firebaseUid, people[person].uid));
    userIds[person] = user!.id;
  }
}, 60_000);
afterAll(() => testApp.close());

describe('roles over the whole API, from the contracts', () => {
  it('knows the action of every project and workspace operation', () => {
    expect(PROJECT_CONTRACTS.map(nameOf).filter((name) => !ACTIONS[name])).toEqual([]);
    expect(WORKSPACE_CONTRACTS.map(nameOf).filter((name) => !WORKSPACE_ACTIONS[name])).toEqual([]);
  });

  it('is this table: who gets through on each operation', () => {
    const table = Object.fromEntries(
      ALL_CONTRACTS.map((contract) => [
        nameOf(contract),
        ROLES.filter((role) => expectedOutcome(contract, role) === 'allowed').join(' '),
      ]),
    );
    const SIGNED_IN = 'owner manager memberWith editor viewer memberWithout stranger';
    expect(table).toEqual({
      'GET /api/health': `${SIGNED_IN} signedOut`,
      'GET /api/health/live': `${SIGNED_IN} signedOut`,
      'GET /api/health/ready': `${SIGNED_IN} signedOut`,
      'GET /api/config': `${SIGNED_IN} signedOut`,
      'GET /api/user/me': SIGNED_IN,
      'POST /api/user': SIGNED_IN,
      'GET /api/user/tos-accepted': SIGNED_IN,
      'POST /api/user/tos-accept': SIGNED_IN,
      'GET /api/account/export': SIGNED_IN,
      'GET /api/account/deletion-plan': SIGNED_IN,
      // Through to the confirmation (400: not the account's e-mail), so nothing is deleted.
      'DELETE /api/account': SIGNED_IN,
      'GET /api/project': SIGNED_IN,
      'GET /api/workspaces': SIGNED_IN,
      'POST /api/workspaces': SIGNED_IN,
      'PATCH /api/workspaces/:workspaceUid': 'owner manager',
      'GET /api/workspaces/:workspaceUid/members': 'owner manager memberWith memberWithout',
      'POST /api/workspaces/:workspaceUid/invites': 'owner',
      'DELETE /api/workspaces/:workspaceUid/invites/:inviteId': 'owner',
      'GET /api/workspace-invites/:token': SIGNED_IN,
      'POST /api/workspace-invites/:token/accept': SIGNED_IN,
      'PATCH /api/workspaces/:workspaceUid/members/:memberId': 'owner',
      'DELETE /api/workspaces/:workspaceUid/members/:memberId': 'owner',
      'POST /api/workspaces/:workspaceUid/transfer-ownership': 'owner',
      'POST /api/workspaces/:workspaceUid/leave': 'owner manager memberWith memberWithout',
      'DELETE /api/workspaces/:workspaceUid': 'owner',
      'GET /api/workspaces/:workspaceUid/notification-defaults':
        'owner manager memberWith memberWithout',
      'PUT /api/workspaces/:workspaceUid/notification-defaults': 'owner manager',
      'GET /api/workspaces/:workspaceUid/branding': 'owner manager memberWith memberWithout',
      'PUT /api/workspaces/:workspaceUid/branding': 'owner manager',
      'PUT /api/workspaces/:workspaceUid/branding/logo': 'owner manager',
      'DELETE /api/workspaces/:workspaceUid/branding/logo': 'owner manager',
      'GET /api/project/:projectUid': 'owner manager memberWith editor viewer',
      'POST /api/project/new': SIGNED_IN,
      'PATCH /api/project/:projectUid': 'owner manager memberWith editor',
      'DELETE /api/project/:projectUid': 'owner',
      'PATCH /api/project/:projectUid/analytics': 'owner manager memberWith editor',
      'GET /api/project/:projectUid/analytics/accounts': 'owner manager memberWith editor',
      'GET /api/project/:projectUid/analytics/properties/:propertyId':
        'owner manager memberWith editor',
      'GET /api/project/:projectUid/dashboard': 'owner manager memberWith editor viewer',
      'GET /api/project/:projectUid/analytics/dashboard': 'owner manager memberWith editor viewer',
      'GET /api/project/:projectUid/ads/dashboard': 'owner manager memberWith editor viewer',
      'GET /api/portfolio': SIGNED_IN,
      'POST /api/project/:projectUid/connections/google': 'owner manager memberWith editor',
      'GET /api/connections/google/callback': `${SIGNED_IN} signedOut`,
      'GET /api/connections': SIGNED_IN,
      'DELETE /api/connections/:connectionId': SIGNED_IN,
      'GET /api/project/:projectUid/ads/accounts': 'owner manager memberWith editor',
      'PATCH /api/project/:projectUid/ads': 'owner manager memberWith editor',
      'GET /api/project/:projectUid/search/sites': 'owner manager memberWith editor',
      'GET /api/project/:projectUid/search/dashboard': 'owner manager memberWith editor viewer',
      'PATCH /api/project/:projectUid/search': 'owner manager memberWith editor',
      'GET /api/project/:projectUid/search/brand-terms': 'owner manager memberWith editor viewer',
      'PUT /api/project/:projectUid/search/brand-terms': 'owner manager memberWith editor',
      'GET /api/project/:projectUid/sync': 'owner manager memberWith editor viewer',
      'POST /api/project/:projectUid/sync': 'owner manager memberWith editor',
      'GET /api/project/:projectUid/events': 'owner manager memberWith editor viewer',
      'POST /api/project/:projectUid/events/annotations': 'owner manager memberWith editor',
      'PATCH /api/project/:projectUid/events/annotations/:annotationId':
        'owner manager memberWith editor',
      'DELETE /api/project/:projectUid/events/annotations/:annotationId':
        'owner manager memberWith editor',
      'GET /api/project/:projectUid/monitoring/rules': 'owner manager memberWith editor viewer',
      'POST /api/project/:projectUid/monitoring/rules': 'owner manager memberWith editor',
      'POST /api/project/:projectUid/monitoring/rules/test':
        'owner manager memberWith editor viewer',
      'PUT /api/project/:projectUid/monitoring/rules/:ruleId': 'owner manager memberWith editor',
      'DELETE /api/project/:projectUid/monitoring/rules/:ruleId': 'owner manager memberWith editor',
      'POST /api/project/:projectUid/monitoring/rules/:ruleId/webhook-secret':
        'owner manager memberWith editor',
      'GET /api/project/:projectUid/monitoring/alerts': 'owner manager memberWith editor viewer',
      'PATCH /api/project/:projectUid/monitoring/alerts/:alertId':
        'owner manager memberWith editor',
      // Across projects: access is checked per alert (the inbox's own tests).
      'GET /api/alerts': SIGNED_IN,
      'POST /api/alerts/actions': SIGNED_IN,
      'GET /api/project/:projectUid/monitoring/targets': 'owner manager memberWith editor viewer',
      'GET /api/project/:projectUid/budgets': 'owner manager memberWith editor viewer',
      'POST /api/project/:projectUid/budgets': 'owner manager memberWith editor',
      'PUT /api/project/:projectUid/budgets/:budgetId': 'owner manager memberWith editor',
      'GET /api/project/:projectUid/targets/:month': 'owner manager memberWith editor viewer',
      'PUT /api/project/:projectUid/targets/:month': 'owner manager memberWith editor',
      'DELETE /api/project/:projectUid/budgets/:budgetId': 'owner manager memberWith editor',
      'GET /api/workspaces/:workspaceUid/reports': 'owner manager memberWith memberWithout',
      'GET /api/project/:projectUid/reports': 'owner manager memberWith editor viewer',
      'POST /api/project/:projectUid/reports': 'owner manager memberWith editor',
      'PUT /api/project/:projectUid/reports/:reportId': 'owner manager memberWith editor',
      'DELETE /api/project/:projectUid/reports/:reportId': 'owner manager memberWith editor',
      'POST /api/project/:projectUid/reports/:reportId/links': 'owner manager memberWith editor',
      'POST /api/project/:projectUid/reports/:reportId/links/:linkId/renew':
        'owner manager memberWith editor',
      'POST /api/project/:projectUid/reports/:reportId/links/:linkId/revoke':
        'owner manager memberWith editor',
      'GET /api/project/:projectUid/reports/:reportId/deliveries':
        'owner manager memberWith editor viewer',
      'GET /api/project/:projectUid/reports/:reportId/preview': 'owner manager memberWith editor',
      'POST /api/project/:projectUid/reports/:reportId/send': 'owner manager memberWith editor',
      'GET /api/project/:projectUid/reports/:reportId/pdf':
        'owner manager memberWith editor viewer',
      'GET /api/user/branding': SIGNED_IN,
      'PUT /api/user/branding': SIGNED_IN,
      'PUT /api/user/branding/logo': SIGNED_IN,
      'DELETE /api/user/branding/logo': SIGNED_IN,
      'GET /api/project/:projectUid/branding': 'owner manager memberWith editor viewer',
      'PUT /api/project/:projectUid/branding': 'owner manager memberWith editor',
      'PUT /api/project/:projectUid/branding/logo': 'owner manager memberWith editor',
      'DELETE /api/project/:projectUid/branding/logo': 'owner manager memberWith editor',
      'GET /api/user/notifications': SIGNED_IN,
      'PUT /api/user/notifications': SIGNED_IN,
      'GET /api/project/:projectUid/members': 'owner manager memberWith editor viewer',
      'POST /api/project/:projectUid/invites': 'owner manager memberWith editor',
      'POST /api/project/:projectUid/invites/:inviteId/link': 'owner manager memberWith editor',
      'DELETE /api/project/:projectUid/invites/:inviteId': 'owner manager memberWith editor',
      'GET /api/invites/:token': SIGNED_IN,
      'POST /api/invites/:token/accept': SIGNED_IN,
      'PATCH /api/project/:projectUid/members/:memberId': 'owner',
      'DELETE /api/project/:projectUid/members/:memberId': 'owner',
      'POST /api/project/:projectUid/leave': 'owner manager memberWith editor viewer',
      'POST /api/project/:projectUid/transfer-ownership': 'owner',
      'POST /api/project/:projectUid/move': 'owner',
      'GET /api/dev/mail': `${SIGNED_IN} signedOut`,
      'GET /api/project/:projectUid/chat': 'owner manager memberWith editor viewer',
      'GET /api/project/:projectUid/chat/threads': 'owner manager memberWith editor viewer',
      'POST /api/project/:projectUid/chat/threads': 'owner manager memberWith editor viewer',
      'GET /api/project/:projectUid/chat/threads/:threadUid':
        'owner manager memberWith editor viewer',
      'PATCH /api/project/:projectUid/chat/threads/:threadUid':
        'owner manager memberWith editor viewer',
      'DELETE /api/project/:projectUid/chat/threads/:threadUid':
        'owner manager memberWith editor viewer',
      'POST /api/project/:projectUid/chat/threads/:threadUid/messages':
        'owner manager memberWith editor viewer',
    });
  });

  it.each(
    ALL_CONTRACTS.flatMap((contract) =>
      ROLES.map(
        (role) => [nameOf(contract), role, expectedOutcome(contract, role), contract] as const,
      ),
    ),
  )('%s as %s: %s', async (_name, role, outcome, contract) => {
    const answer = await call(role, contract, await newPlace());
    expect(outcomeOf(answer.status, answer.error), JSON.stringify(answer)).toBe(outcome);
    expect(answer.status, JSON.stringify(answer)).not.toBe(500);
  });
});
