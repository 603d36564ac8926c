import { getDevMailContract, ZDevMailMessageSchema } from '@kampa/contracts/dev/get-dev-mail';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { registerRoute } from '../../lib/route';

const ZInboxSchema = z.object({ messages: z.array(ZDevMailMessageSchema) });

/** The local receiver's inbox, when there is one: never in production. */
export const devMailInboxUrl = (config: AppConfig): string | null =>
  config.NODE_ENV !== 'production' && config.DEV_MAIL_INBOX_URL ? config.DEV_MAIL_INBOX_URL : null;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether the request comes from this computer: the socket's own peer (not the address a proxy
 * reports, which TRUST_PROXY would take from the client) is loopback, and no proxy forwarded it.
 */
const isFromThisComputer = (request: FastifyRequest): boolean =>
  LOOPBACK.has(request.socket.remoteAddress ?? '') &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;

/**
 * Local development: the mail the local SMTP receiver caught, to a browser on this computer only
 * (it lists invitation links); 404 when there is no receiver or the caller is elsewhere.
 */
export const devMailRoutes = async (app: FastifyInstance) => {
  const inboxUrl = devMailInboxUrl(app.config);
  registerRoute(app, getDevMailContract, async (request) => {
    if (!inboxUrl || !isFromThisComputer(request)) {
      throw new AppError(404, 'not_found', 'There is no local mail receiver');
    }
    const response = await fetch(`${inboxUrl}/messages`, {
      signal: AbortSignal.timeout(5_000),
    }).catch(() => null);
    if (!response?.ok) {
      throw new AppError(503, 'service_unavailable', 'The local mail receiver does not answer');
    }
    return ZInboxSchema.parse(await response.json());
  });
};
