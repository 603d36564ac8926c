import type { RunningSimulator } from '@kampa/google-sim';
import { listConnectionsContract } from '@kampa/contracts/connections/list-connections';
import { listEventsContract } from '@kampa/contracts/events/list-events';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { getSyncStatusContract } from '@kampa/contracts/sync/get-sync-status';
import { startSyncContract } from '@kampa/contracts/sync/start-sync';
import { acceptInviteContract } from '@kampa/contracts/team/accept-invite';
import { createInviteContract } from '@kampa/contracts/team/create-invite';
import { leaveProjectContract } from '@kampa/contracts/team/leave-project';
import { listMembersContract } from '@kampa/contracts/team/list-members';
import { removeMemberContract } from '@kampa/contracts/team/remove-member';
import { makeProjectInput } from '@kampa/contracts/test-support/factories';
import { createWorkspaceContract } from '@kampa/contracts/workspace/list-workspaces';
import {
  acceptWorkspaceInviteContract,
  createWorkspaceInviteContract,
  listWorkspaceMembersContract,
  removeWorkspaceMemberContract,
} from '@kampa/contracts/workspace/members';
import { moveProjectContract } from '@kampa/contracts/workspace/move-project';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { connectGoogle, DEMO_SHOP, startGoogle, waitForSyncs } from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';

let testApp: TestApp;
let sim: RunningSimulator;

beforeAll(async () => {
  const google = await startGoogle();
  sim = google.sim;
  testApp = await createTestApp(google.config);
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

const person = async () => onboard(testApp, await createTestIdentity());

/**
 * A project of `owner` whose Analytics source reads through `editor`'s Google connection, synced.
 */
const projectFedBy = async (owner: TestIdentity, editor: TestIdentity) => {
  const projectUid = expectBody(
    await callContract(testApp.app, owner, createProjectContract, { body: makeProjectInput() }),
  ).uid;
  const { link } = expectBody(
    await callContract(testApp.app, owner, createInviteContract, {
      params: { projectUid },
      body: { email: editor.email, role: 'editor' },
    }),
  );
  const token = new URL(link).pathname.split('/').at(-1) ?? '';
  expectBody(await callContract(testApp.app, editor, acceptInviteContract, { params: { token } }));
  const connectionId = await feedDemoAnalytics(editor, owner, projectUid);
  return { projectUid, connectionId };
};

/** `user` connects their Google account, feeds the project the demo's Analytics, and it syncs. */
const feedDemoAnalytics = async (user: TestIdentity, owner: TestIdentity, projectUid: string) => {
  const connectionId = await connectGoogle(testApp, user.headers, projectUid);
  const chosen = await testApp.app.inject({
    method: 'PATCH',
    url: `/api/project/${projectUid}/analytics`,
    headers: user.headers,
    payload: { accountId: DEMO_SHOP.accountId, propertyId: DEMO_SHOP.propertyId },
  });
  expect(chosen.statusCode).toBe(200);
  await waitForSyncs(testApp, owner.headers, projectUid);
  return connectionId;
};

const projectsOfConnection = async (user: TestIdentity, connectionId: string) =>
  expectBody(await callContract(testApp.app, user, listConnectionsContract)).connections.find(
    (connection) => connection.id === connectionId,
  )?.projects;

/** The project no longer reads through the former member's connection, and says so. */
const expectDetached = async (owner: TestIdentity, projectUid: string) => {
  const status = expectBody(
    await callContract(testApp.app, owner, getSyncStatusContract, { params: { projectUid } }),
  );
  expect(status.analytics).toMatchObject({
    connectionId: null,
    connectionStatus: 'revoked',
    externalId: DEMO_SHOP.propertyId,
  });
  // Syncing through it no longer succeeds: there is nothing to sync through.
  const sync = await callContract(testApp.app, owner, startSyncContract, {
    params: { projectUid },
  });
  expect(sync.status).toBe(409);
  expect(sync.error?.code).toBe('not_connected');
  const events = expectBody(
    await callContract(testApp.app, owner, listEventsContract, {
      params: { projectUid },
      query: { kind: 'connection' },
    }),
  );
  expect(
    events.events.map((event) => (event.kind === 'connection' ? event.change : null)),
  ).toContain('disconnected');
};

/**
 * An agency's workspace with a manager, and a project of it that the manager reaches through the
 * workspace only and whose Analytics reads through the manager's Google connection, synced.
 */
const agencyProjectFedByManager = async () => {
  const owner = await person();
  const manager = await person();
  const workspaceUid = expectBody(
    await callContract(testApp.app, owner, createWorkspaceContract, {
      body: { name: 'Agentura' },
    }),
  ).uid;
  const { link } = expectBody(
    await callContract(testApp.app, owner, createWorkspaceInviteContract, {
      params: { workspaceUid },
      body: { email: manager.email, role: 'manager' },
    }),
  );
  const token = new URL(link).pathname.split('/').at(-1) ?? '';
  expectBody(
    await callContract(testApp.app, manager, acceptWorkspaceInviteContract, {
      params: { token },
    }),
  );
  const projectUid = expectBody(
    await callContract(testApp.app, owner, createProjectContract, {
      body: { ...makeProjectInput(), workspaceUid },
    }),
  ).uid;
  const connectionId = await feedDemoAnalytics(manager, owner, projectUid);
  return { owner, manager, workspaceUid, projectUid, connectionId };
};

describe('a member who is gone no longer feeds the project', () => {
  it('removing a member stops the sources that read through their connection and hides the project from them', async () => {
    const owner = await person();
    const editor = await person();
    const { projectUid, connectionId } = await projectFedBy(owner, editor);
    expect(await projectsOfConnection(editor, connectionId)).toEqual([
      expect.objectContaining({ uid: projectUid, sources: ['analytics'] }),
    ]);

    const editorId = expectBody(
      await callContract(testApp.app, owner, listMembersContract, { params: { projectUid } }),
    ).members.find((member) => member.email === editor.email)?.id;
    const removed = await callContract(testApp.app, owner, removeMemberContract, {
      params: { projectUid, memberId: editorId ?? '' },
    });
    expect(removed.status).toBe(204);

    // The connection stays theirs (other projects may use it) but names this project no more.
    expect(await projectsOfConnection(editor, connectionId)).toEqual([]);
    await expectDetached(owner, projectUid);
  }, 120_000);

  it('leaving does the same', async () => {
    const owner = await person();
    const editor = await person();
    const { projectUid, connectionId } = await projectFedBy(owner, editor);
    const left = await callContract(testApp.app, editor, leaveProjectContract, {
      params: { projectUid },
    });
    expect(left.status).toBe(204);
    expect(await projectsOfConnection(editor, connectionId)).toEqual([]);
    await expectDetached(owner, projectUid);
  }, 120_000);

  it('removing a manager from the workspace does the same for every project of it they fed', async () => {
    const { owner, manager, workspaceUid, projectUid, connectionId } =
      await agencyProjectFedByManager();
    expect(await projectsOfConnection(manager, connectionId)).toHaveLength(1);

    const managerId = expectBody(
      await callContract(testApp.app, owner, listWorkspaceMembersContract, {
        params: { workspaceUid },
      }),
    ).members.find((member) => member.email === manager.email)?.id;
    const removed = await callContract(testApp.app, owner, removeWorkspaceMemberContract, {
      params: { workspaceUid, memberId: managerId ?? '' },
    });
    expect(removed.status).toBe(204);
    expect(await projectsOfConnection(manager, connectionId)).toEqual([]);
    await expectDetached(owner, projectUid);
  }, 120_000);

  it('moving a project out of the workspace does the same for the managers who fed it', async () => {
    const { owner, manager, projectUid, connectionId } = await agencyProjectFedByManager();

    // The owner takes the client into their personal workspace, where the manager is nobody.
    const [personal] = (
      await testApp.app.inject({ method: 'GET', url: '/api/workspaces', headers: owner.headers })
    ).json<{ workspaces: { uid: string }[] }>().workspaces;
    const moved = await callContract(testApp.app, owner, moveProjectContract, {
      params: { projectUid },
      body: { workspaceUid: personal?.uid ?? '' },
    });
    expect(moved.status).toBe(200);
    expect(await projectsOfConnection(manager, connectionId)).toEqual([]);
    await expectDetached(owner, projectUid);
  }, 120_000);
});
