import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line of one request, and of the background jobs it starts, carries. */
export type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` with `requestId` as the current request (a job runs under its request's id). */
export const runWithRequestId = <T>(requestId: string, work: () => T): T =>
  storage.run({ requestId }, work);

/** The id of the request (or of the job a request started) this code runs for, if any. */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

/**
 * The log field every line of a request already has (Fastify binds it to `request.log`), added by
 * the logger's mixin to the lines written through the app's own logger while the request (or a
 * job it started) runs.
 */
export const REQUEST_ID_LOG_KEY = 'reqId';

/** An id a proxy in front may pass in `X-Request-Id`: short and plain, else a new one is made. */
export const isAcceptableRequestId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9._:-]{1,100}$/.test(value);
