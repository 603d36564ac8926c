import { requiresAcceptedTerms, type Contract } from '@kampa/contracts/common/contract';
import { ZErrorResponseSchema } from '@kampa/contracts/common/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export type ContractRequest<C extends Contract> = FastifyRequest & {
  params: Infer<NonNullable<C['params']>>;
  query: Infer<NonNullable<C['query']>>;
  body: Infer<NonNullable<C['body']>>;
};

/**
 * A handler answers the contract's response, or the reply it has sent itself (a file, such as a
 * report's PDF, which no JSON schema describes: `return reply.type(…).send(buffer)`).
 */
export type ContractHandler<C extends Contract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<z.input<C['response']> | FastifyReply>;

/**
 * Registers one route from its contract: path, method, validation, response whitelist (fields not
 * in the response schema never reach the client) and the OpenAPI entry all come from the contract.
 * Routes stay thin: parse (done here), call a service, return.
 */
export const registerRoute = <C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
): void => {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    config: {
      isAuthenticated: contract.isAuthenticated,
      requiresAcceptedTerms: requiresAcceptedTerms(contract),
      isSensitive: contract.isSensitive === true,
    },
    schema: {
      summary: contract.summary,
      tags: [...contract.tags],
      ...(contract.isAuthenticated ? { security: [{ firebaseIdToken: [] }] } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: {
        [contract.status]: contract.response,
        '4XX': ZErrorResponseSchema,
        '5XX': ZErrorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      reply.code(contract.status);
      return handler(request as ContractRequest<C>, reply);
    },
  });
};

declare module 'fastify' {
  interface FastifyContextConfig {
    isAuthenticated?: boolean;
    requiresAcceptedTerms?: boolean;
    isSensitive?: boolean;
  }
}
