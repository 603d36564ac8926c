import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SimContext } from '../context';
import {
  ADS_ANOMALY_METRICS,
  ANOMALY_METRICS,
  GA_ANOMALY_METRICS,
  MAX_SPIKE_FACTOR,
} from '../synthetic/anomalies';
import { dayFromIso } from '../synthetic/calendar';
import { findCustomer, findProperty } from '../synthetic/demo-accounts';
import { simError } from './sim-error';

const anomalySchema = z.strictObject({
  propertyId: z.string().optional(),
  customerId: z.string().optional(),
  metric: z.enum(ANOMALY_METRICS),
  date: z.string(),
  kind: z.enum(['drop', 'spike']),
  factor: z.number().finite().optional(),
  label: z.string().trim().min(1).max(200).optional(),
});

type Problem = { code: string; message: string; field: string };

/** Checks what the schema cannot: the target fits the metric, exists, the date and factor. */
const problemOf = (input: z.infer<typeof anomalySchema>): Problem | null => {
  const gaMetric = (GA_ANOMALY_METRICS as readonly string[]).includes(input.metric);
  if (gaMetric) {
    if (input.customerId !== undefined || input.propertyId === undefined) {
      return {
        code: 'invalid_anomaly',
        message: `${input.metric} is a GA4 metric: give propertyId (and no customerId).`,
        field: input.propertyId === undefined ? 'propertyId' : 'customerId',
      };
    }
    if (!findProperty(input.propertyId)) {
      return {
        code: 'unknown_property',
        message: `No simulated GA4 property ${input.propertyId}.`,
        field: 'propertyId',
      };
    }
  } else {
    if (input.propertyId !== undefined || input.customerId === undefined) {
      return {
        code: 'invalid_anomaly',
        message: `${input.metric} is a Google Ads metric (${ADS_ANOMALY_METRICS.join(', ')}): give customerId (and no propertyId).`,
        field: input.customerId === undefined ? 'customerId' : 'propertyId',
      };
    }
    const customer = findCustomer(input.customerId.replaceAll('-', ''));
    if (!customer) {
      return {
        code: 'unknown_customer',
        message: `No simulated Google Ads account ${input.customerId}.`,
        field: 'customerId',
      };
    }
    if (customer.manager) {
      return {
        code: 'invalid_anomaly',
        message: `${customer.id} is a manager account and has no metrics of its own; choose a client account.`,
        field: 'customerId',
      };
    }
  }
  if (dayFromIso(input.date) === null) {
    return { code: 'invalid_anomaly', message: 'date must be YYYY-MM-DD.', field: 'date' };
  }
  const factor = input.factor;
  if (factor !== undefined) {
    if (input.kind === 'drop' && !(factor >= 0 && factor < 1)) {
      return {
        code: 'invalid_anomaly',
        message: 'A drop needs a factor from 0 up to (not including) 1.',
        field: 'factor',
      };
    }
    if (input.kind === 'spike' && !(factor > 1 && factor <= MAX_SPIKE_FACTOR)) {
      return {
        code: 'invalid_anomaly',
        message: `A spike needs a factor above 1, at most ${MAX_SPIKE_FACTOR}.`,
        field: 'factor',
      };
    }
  }
  return null;
};

/** Labelled anomalies: inject, list, remove (test-only). */
export const registerAnomalyRoutes = (app: FastifyInstance, ctx: SimContext): void => {
  app.get('/__sim/anomalies', async () => ({ anomalies: ctx.world.anomalies.list() }));

  app.post('/__sim/anomalies', async (request, reply) => {
    const parsed = anomalySchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply
        .code(400)
        .send(
          simError(
            'invalid_anomaly',
            issue?.message ?? 'Invalid anomaly',
            issue?.path.map(String).join('.') || undefined,
          ),
        );
    }
    const problem = problemOf(parsed.data);
    if (problem)
      return reply.code(400).send(simError(problem.code, problem.message, problem.field));
    const { customerId, ...rest } = parsed.data;
    const anomaly = ctx.world.anomalies.add({
      ...rest,
      ...(customerId !== undefined ? { customerId: customerId.replaceAll('-', '') } : {}),
    });
    return reply.code(201).send({ anomaly });
  });

  app.delete('/__sim/anomalies', async (_request, reply) => {
    ctx.world.anomalies.clear();
    return reply.code(204).send();
  });

  app.delete<{ Params: { id: string } }>('/__sim/anomalies/:id', async (request, reply) => {
    if (!ctx.world.anomalies.remove(request.params.id)) {
      return reply.code(404).send(simError('anomaly_not_found', 'No such anomaly.'));
    }
    return reply.code(204).send();
  });
};
