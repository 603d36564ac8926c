import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { TErrorCode, TErrorResponse } from '@kampa/contracts/common/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isApiPath } from './web';
import { httpErrors } from '../lib/metrics';

const send = (
  reply: FastifyReply,
  status: number,
  code: TErrorCode,
  message: string,
  field?: string,
) => {
  httpErrors.inc({ code, status: String(status) });
  const body: TErrorResponse = { error: { code, message, ...(field ? { field } : {}) } };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
};

/** Fastify's own client errors, mapped to our codes and fixed messages (never the input). */
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
  FST_ERR_BAD_URL: { status: 400, code: 'bad_request', message: 'The URL is malformed' },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: 'uri_too_long',
    message: 'A part of the URL is too long',
  },
};

/** A 4xx we have no code for: its standard reason phrase, never the error's own message. */
const genericClientError = (status: number) =>
  ({
    status,
    code: 'bad_request',
    message: STATUS_CODES[status] ?? 'Bad request',
  }) as const;

/**
 * Errors the router raises before any route runs (a malformed URL, an over-long path parameter):
 * Fastify's `frameworkErrors` option, so they get the one shape too.
 */
export const frameworkErrors = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const known = (error.code ? FASTIFY_CODES[error.code] : undefined) ?? genericClientError(400);
  // No route ran, so no hook set headers: an error is never stored, nor sniffed as HTML.
  reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  return send(reply, known.status, known.code, known.message);
};

/** What Node's HTTP parser refuses before Fastify sees a request, as `{ error }` JSON too. */
const CLIENT_ERRORS: Record<string, { status: number; code: TErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: 'The request headers are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'request_timeout',
    message: 'The request took too long to arrive',
  },
};

/** Fastify's `clientErrorHandler`: the same shape as every other error, then the socket closes. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    code: 'bad_request' as const,
    message: 'The request is malformed',
  };
  const body = JSON.stringify({ error: { code, message } } satisfies TErrorResponse);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

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
  // While the server shuts down, a request that still arrives (a busy keep-alive connection) is
  // told to come back, in our shape (Fastify's own 503 has another; it is switched off).
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  // A request in flight when the shutdown began is answered with its connection closed: a
  // keep-alive socket left open would hold the server's close until the client drops it.
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!isClosing) return;
    reply.header('connection', 'close');
    const error = new AppError(503, 'service_unavailable', 'The server is restarting; try again');
    error.retryAfterSeconds = 1;
    throw error;
  });

  const isForeignKeyViolation = (error: unknown): boolean => {
    const cause = (error as { cause?: unknown }).cause ?? error;
    return (cause as { code?: unknown }).code === '23503';
  };

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
    if (isForeignKeyViolation(error)) {
      // A write that refers to something removed at the same moment (a deleted account, project…).
      request.log.info({ err: error }, 'write raced a removal');
      return send(
        reply,
        409,
        'conflict',
        'Something this request refers to was removed at the same time; reload and try again',
      );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its contract');
      return send(reply, 500, 'internal_error', 'Something went wrong on our side');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error without a code of ours');
      const generic = genericClientError(error.statusCode);
      return send(reply, generic.status, generic.code, generic.message);
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
    return send(reply, 404, 'not_found', 'There is no such API route');
  });
});
