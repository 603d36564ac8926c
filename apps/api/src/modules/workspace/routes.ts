import {
  createWorkspaceContract,
  deleteWorkspaceContract,
  listWorkspacesContract,
  renameWorkspaceContract,
} from '@kampa/contracts/workspace/list-workspaces';
import {
  acceptWorkspaceInviteContract,
  createWorkspaceInviteContract,
  getWorkspaceInviteContract,
  leaveWorkspaceContract,
  listWorkspaceMembersContract,
  removeWorkspaceMemberContract,
  revokeWorkspaceInviteContract,
  transferWorkspaceContract,
  updateWorkspaceMemberContract,
} from '@kampa/contracts/workspace/members';
import { moveProjectContract } from '@kampa/contracts/workspace/move-project';
import type { FastifyInstance } from 'fastify';
import { publicOriginOf } from '../../config';
import type { Mailer } from '../../lib/mail/mailer';
import { registerRoute } from '../../lib/route';
import * as members from './members-service';
import { deleteWorkspace, moveProject } from './move-service';
import { createWorkspace, listWorkspaces, renameWorkspace } from './service';

export const workspaceRoutes = async (app: FastifyInstance, { mailer }: { mailer: Mailer }) => {
  const { db, config } = app;
  const deps: members.WorkspaceDeps = {
    db,
    mailer,
    log: { warn: (message) => app.log.warn(message) },
    // From the configuration only: the request's Host header is the sender's to choose.
    origin: publicOriginOf(config),
  };
  registerRoute(app, listWorkspacesContract, async (request) => ({
    workspaces: await listWorkspaces(db, request.requireUser()),
  }));
  registerRoute(app, createWorkspaceContract, async (request) =>
    createWorkspace(db, request.requireUser(), request.body.name),
  );
  registerRoute(app, renameWorkspaceContract, async (request) =>
    renameWorkspace(db, request.requireUser(), request.params.workspaceUid, request.body.name),
  );
  registerRoute(app, listWorkspaceMembersContract, async (request) =>
    members.listWorkspaceMembers(db, request.requireUser(), request.params.workspaceUid),
  );
  registerRoute(app, createWorkspaceInviteContract, async (request) =>
    members.createWorkspaceInvite(
      deps,
      request.requireUser(),
      request.params.workspaceUid,
      request.body,
    ),
  );
  registerRoute(app, revokeWorkspaceInviteContract, async (request) => {
    await members.revokeWorkspaceInvite(
      db,
      request.requireUser(),
      request.params.workspaceUid,
      request.params.inviteId,
    );
    return null;
  });
  registerRoute(app, getWorkspaceInviteContract, async (request) => {
    request.requireUser();
    return members.getWorkspaceInvite(db, request.params.token);
  });
  registerRoute(app, acceptWorkspaceInviteContract, async (request) =>
    members.acceptWorkspaceInvite(db, request.requireUser(), request.params.token),
  );
  registerRoute(app, updateWorkspaceMemberContract, async (request) =>
    members.updateWorkspaceMember(db, request.requireUser(), request.params.workspaceUid, {
      memberId: request.params.memberId,
      ...request.body,
    }),
  );
  registerRoute(app, removeWorkspaceMemberContract, async (request) => {
    await members.removeWorkspaceMember(
      db,
      request.requireUser(),
      request.params.workspaceUid,
      request.params.memberId,
    );
    return null;
  });
  registerRoute(app, transferWorkspaceContract, async (request) => {
    await members.transferWorkspace(
      db,
      request.requireUser(),
      request.params.workspaceUid,
      request.body.memberId,
    );
    return null;
  });
  registerRoute(app, deleteWorkspaceContract, async (request) => {
    await deleteWorkspace(db, request.requireUser(), request.params.workspaceUid);
    return null;
  });
  registerRoute(app, moveProjectContract, async (request) =>
    moveProject(db, request.requireUser(), request.params.projectUid, request.body.workspaceUid),
  );
  registerRoute(app, leaveWorkspaceContract, async (request) => {
    await members.leaveWorkspace(db, request.requireUser(), request.params.workspaceUid);
    return null;
  });
};
