import { getDevMailContract, ZDevMailMessageSchema } from '@kampa/contracts/dev/get-dev-mail';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { registerRoute } from '../../lib/route';

const ZInboxSchema = z.object({ messages: z.array(ZDevMailMessageSchema) });

/** The local receiver's inbox, when there is one: never in production. */
export const devMailInboxUrl = (config: AppConfig): string | null =>
  config.NODE_ENV !== 'production' && config.DEV_MAIL_INBOX_URL ? config.DEV_MAIL_INBOX_URL : null;

/** Local development: the mail the local SMTP receiver caught (404 when there is none). */
export const devMailRoutes = async (app: FastifyInstance) => {
  const inboxUrl = devMailInboxUrl(app.config);
  registerRoute(app, getDevMailContract, async () => {
    if (!inboxUrl) throw new AppError(404, 'not_found', 'There is no local mail receiver');
    const response = await fetch(`${inboxUrl}/messages`, {
      signal: AbortSignal.timeout(5_000),
    }).catch(() => null);
    if (!response?.ok) {
      throw new AppError(503, 'service_unavailable', 'The local mail receiver does not answer');
    }
    return ZInboxSchema.parse(await response.json());
  });
};
