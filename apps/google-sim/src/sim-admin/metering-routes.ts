import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SimContext } from '../context';
import { simError } from './sim-error';

const limitsSchema = z.strictObject({
  tokensPerHour: z.number().int().positive().optional(),
  tokensPerDay: z.number().int().positive().optional(),
  tokensPerProjectPerHour: z.number().int().positive().optional(),
});

/** Test endpoints for the meters: API calls made and the Data API's property quotas. */
export const registerMeteringRoutes = (app: FastifyInstance, ctx: SimContext): void => {
  app.get('/__sim/requests', async () => ctx.requests.snapshot());

  app.get('/__sim/quota', async () => ctx.quota.snapshot());

  app.post('/__sim/quota', async (request, reply) => {
    const parsed = limitsSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply
        .code(400)
        .send(
          simError(
            'invalid_quota',
            issue?.message ?? 'Invalid quota limits',
            issue?.path.map(String).join('.'),
          ),
        );
    }
    ctx.quota.setLimits(
      Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)),
    );
    return reply.send(ctx.quota.snapshot());
  });
};
