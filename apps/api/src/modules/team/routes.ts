import { acceptInviteContract } from '@kampa/contracts/team/accept-invite';
import { createInviteContract } from '@kampa/contracts/team/create-invite';
import { getInviteContract } from '@kampa/contracts/team/get-invite';
import { leaveProjectContract } from '@kampa/contracts/team/leave-project';
import { listMembersContract } from '@kampa/contracts/team/list-members';
import { removeMemberContract } from '@kampa/contracts/team/remove-member';
import { renewInviteContract } from '@kampa/contracts/team/renew-invite';
import { revokeInviteContract } from '@kampa/contracts/team/revoke-invite';
import { transferOwnershipContract } from '@kampa/contracts/team/transfer-ownership';
import { updateMemberContract } from '@kampa/contracts/team/update-member';
import type { FastifyInstance } from 'fastify';
import { publicOriginOf } from '../../config';
import type { Mailer } from '../../lib/mail/mailer';
import { registerRoute } from '../../lib/route';
import * as invites from './invites-service';
import * as members from './members-service';

export const teamRoutes = async (app: FastifyInstance, { mailer }: { mailer: Mailer }) => {
  const { db, config } = app;
  const deps: invites.TeamDeps = {
    db,
    mailer,
    log: { warn: (message) => app.log.warn(message) },
    // From the configuration only: the request's Host header is the sender's to choose.
    origin: publicOriginOf(config),
  };

  registerRoute(app, listMembersContract, async (request) =>
    members.listMembers(db, request.requireUser(), request.params.projectUid),
  );
  registerRoute(app, createInviteContract, async (request) =>
    invites.createInvite(deps, request.requireUser(), request.params.projectUid, request.body),
  );
  registerRoute(app, renewInviteContract, async (request) =>
    invites.renewInvite(deps, request.requireUser(), request.params.projectUid, {
      inviteId: request.params.inviteId,
      sendEmail: request.body.sendEmail,
    }),
  );
  registerRoute(app, revokeInviteContract, async (request) => {
    await invites.revokeInvite(
      db,
      request.requireUser(),
      request.params.projectUid,
      request.params.inviteId,
    );
    return null;
  });
  registerRoute(app, getInviteContract, async (request) =>
    invites.getInvite(db, request.params.token),
  );
  registerRoute(app, acceptInviteContract, async (request) =>
    invites.acceptInvite(db, request.requireUser(), request.params.token),
  );
  registerRoute(app, updateMemberContract, async (request) =>
    members.updateMember(db, request.requireUser(), request.params.projectUid, {
      memberId: request.params.memberId,
      role: request.body.role,
    }),
  );
  registerRoute(app, removeMemberContract, async (request) => {
    await members.removeMember(
      db,
      request.requireUser(),
      request.params.projectUid,
      request.params.memberId,
    );
    return null;
  });
  registerRoute(app, leaveProjectContract, async (request) => {
    await members.leaveProject(db, request.requireUser(), request.params.projectUid);
    return null;
  });
  registerRoute(app, transferOwnershipContract, async (request) => {
    await members.transferOwnership(
      db,
      request.requireUser(),
      request.params.projectUid,
      request.body.memberId,
    );
    return null;
  });
};
