import type { TErrorCode, TErrorResponse } from '@kampa/contracts/common/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isApiPath } from './web';

const send = (
  reply: FastifyReply,
  status: number,
  code: TErrorCode,
  message: string,
  field?: string,
) => {
  const body: TErrorResponse = { error: { code, message, ...(field ? { field } : {}) } };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
};

/** Fastify's own client errors, mapped to our codes. */
const FASTIFY_CODES: Record<string, { status: number; code: TErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'The body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: "The body is empty but Content-Type is 'application/json'",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send JSON with Content-Type: application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'bad_request',
    message: 'Content-Length does not match the body',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    message: 'The body is too large',
  },
};

const describeValidation = (error: FastifyError): { message: string; field: string } => {
  const context = error.validationContext ?? 'body';
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const pointer = first?.instancePath ?? '';
    const path = pointer.split('/').filter(Boolean).join('.');
    const field = path ? `${context}.${path}` : context;
    return { field, message: `${field}: ${first?.message ?? 'is invalid'}` };
  }
  return { field: context, message: `${context}: ${error.message}` };
};

/** One error shape for everything: `{ error: { code, message, field? } }` with the right status. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return send(reply, error.statusCode, error.code, error.message, error.field);
    }
    if (error.validation) {
      const { message, field } = describeValidation(error);
      return send(reply, 400, 'validation_failed', message, field);
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return send(reply, known.status, known.code, known.message);
    if (error.statusCode === 429) {
      return send(reply, 429, 'rate_limited', error.message || 'Too many requests');
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its contract');
      return send(reply, 500, 'internal_error', 'Something went wrong on our side');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, 'bad_request', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'internal_error', 'Something went wrong on our side');
  });

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    // Client-side routes (/projects, /project/x/dashboard…) get the app shell; the web app
    // shows its own not-found view for unknown ones.
    if (isPageRequest && app.hasAppShell) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return send(
      reply,
      404,
      'not_found',
      `No route for ${request.method} ${request.url.split('?')[0]}`,
    );
  });
});
