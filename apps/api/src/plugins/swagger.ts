import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the contracts' zod schemas: UI at /api/docs, JSON at /api/docs/json when
 * `servesDocs` (see `apiDocsServed`).
 */
export const swaggerPlugin = fp(
  async (app: FastifyInstance, options: { version: string; servesDocs: boolean }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Kampa API',
          version: options.version,
          description:
            'Every request and response is defined by a zod schema in @kampa/contracts. ' +
            'Errors are `{ "error": { "code", "message", "field"? } }`.',
        },
        components: {
          securitySchemes: {
            firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    // The document is built either way (the fuzzer reads it); only its routes are optional.
    if (options.servesDocs) {
      await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    }
  },
);
