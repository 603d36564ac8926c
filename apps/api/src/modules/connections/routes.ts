import { deleteConnectionContract } from '@kampa/contracts/connections/delete-connection';
import { googleCallbackContract } from '@kampa/contracts/connections/google-callback';
import { listConnectionsContract } from '@kampa/contracts/connections/list-connections';
import { startGoogleConnectionContract } from '@kampa/contracts/connections/start-google-connection';
import type { FastifyInstance } from 'fastify';
import { publicOriginOf } from '../../config';
import { registerRoute } from '../../lib/route';
import { toSameOriginPath } from '../../lib/same-origin';
import type { Database } from '../../db/client';
import { findProjectUidById } from '../access';
import * as service from './service';

export type ConnectionRoutesOptions = {
  deps: service.ConnectionDeps;
  /**
   * Stops the syncs that read through a connection before it is deleted. The sync module depends
   * on this one, not the other way round, so `app.ts` passes the sync module's function in.
   */
  stopSyncsOfConnection: (db: Database, connectionId: string) => Promise<void>;
};

export const connectionRoutes = async (
  app: FastifyInstance,
  { deps, stopSyncsOfConnection }: ConnectionRoutesOptions,
) => {
  // Google's redirect goes to the configured origin, never to the request's Host.
  const origin = publicOriginOf(deps.config);
  const isSecure = origin.startsWith('https:');

  registerRoute(app, startGoogleConnectionContract, async (request, reply) => {
    const started = await service.startConnection(deps, request.requireUser(), {
      projectUid: request.params.projectUid,
      returnTo: request.body.returnTo,
      origin,
    });
    // Binds the consent to this browser: the callback must come back with it.
    reply.setCookie(service.browserCookieName(started.state), started.browserNonce, {
      path: service.CALLBACK_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure || request.protocol === 'https',
      maxAge: service.STATE_TTL_MS / 1000,
    });
    return { authorizeUrl: started.authorizeUrl, expiresAt: started.expiresAt.toISOString() };
  });

  registerRoute(app, googleCallbackContract, async (request, reply) => {
    const result = await service.completeConnection(
      deps,
      { ...request.query, cookies: request.cookies },
      (projectId) =>
        findProjectUidById(deps.db, projectId).then((uid) => (uid ? `/project/${uid}` : null)),
    );
    if (request.query.state) {
      reply.clearCookie(service.browserCookieName(request.query.state), {
        path: service.CALLBACK_PATH,
      });
    }
    reply.header('cache-control', 'no-store');
    // Built from our own data, and still checked: this redirect can only stay on our site.
    // The reply itself is returned: the redirect is the whole answer, nothing is sent after it.
    return reply.redirect(toSameOriginPath(result.location) ?? '/projects?google=failed', 302);
  });

  registerRoute(app, listConnectionsContract, async (request) => ({
    connections: await service.listConnections(deps.db, request.requireUser()),
  }));

  registerRoute(app, deleteConnectionContract, async (request) => {
    await service.deleteConnection(deps, request.requireUser(), request.params.connectionId, (id) =>
      stopSyncsOfConnection(deps.db, id),
    );
    return null;
  });
};
