import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { app, type AppOptions } from './app';
import { logSerializers } from './lib/log-redaction';
import {
  currentRequestId,
  isAcceptableRequestId,
  REQUEST_ID_LOG_KEY,
  runWithRequestId,
} from './lib/request-context';
import { clientErrorHandler, frameworkErrors } from './plugins/errors';

export const BODY_LIMIT_BYTES = 256 * 1024;

/** A Fastify instance with the app registered; shared by server.ts and the tests. */
export const buildServer = async (
  options: AppOptions & {
    /** Where the log goes (stdout by default; tests capture it). */
    logStream?: DestinationStream;
  },
): Promise<FastifyInstance> => {
  const { config, logStream, ...appOptions } = options;
  const server = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // No OAuth codes, invitation tokens or statement values in the log.
            serializers: logSerializers,
            // A line written through the app's own logger while a request (or a job it started)
            // runs carries the request's id too; `request.log` has it bound already.
            mixin: (_merge, _level, logger) => {
              const requestId = currentRequestId();
              return requestId && !(REQUEST_ID_LOG_KEY in logger.bindings())
                ? { [REQUEST_ID_LOG_KEY]: requestId }
                : {};
            },
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: BODY_LIMIT_BYTES,
    // A request must arrive whole in time (408, then the socket closes) and a silent connection
    // is closed: a slow client cannot hold sockets open. Node only enforces `requestTimeout` when
    // it is given to the server's constructor (Fastify sets it afterwards, which Node ignores), and
    // checks it every `connectionsCheckingInterval` (30 s by default), so both go in `http` too.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeout: config.CONNECTION_TIMEOUT_SECONDS * 1000,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
      connectionsCheckingInterval: Math.min(30_000, (config.REQUEST_TIMEOUT_SECONDS * 1000) / 4),
    },
    trustProxy: config.TRUST_PROXY,
    // Logged as `reqId`. Behind a trusted proxy its X-Request-Id is kept (one id across the proxy's log and ours);
    // otherwise every request gets a new one, answered in X-Request-Id.
    requestIdHeader: false,
    genReqId: (request) => {
      const sent = request.headers['x-request-id'];
      return config.TRUST_PROXY && isAcceptableRequestId(sent) ? sent : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // Close idle keep-alive sockets on shutdown so `close()` finishes promptly.
    forceCloseConnections: 'idle',
    // plugins/errors.ts answers requests that arrive while closing, in the one error shape.
    return503OnClosing: false,
    // Errors raised before a route runs (router, Node's HTTP parser) get the one error shape.
    frameworkErrors,
    clientErrorHandler,
  });
  // The rest of the request, and every job it queues, runs under its id (lib/request-context.ts).
  server.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    runWithRequestId(request.id, done);
  });
  // The API speaks JSON only; anything else is 415 rather than a string handed to validation.
  server.removeContentTypeParser(['text/plain']);
  await server.register(app, { config, ...appOptions });
  return server;
};
