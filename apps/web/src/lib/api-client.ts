import { buildPath, type Contract } from '@kampa/contracts/common/contract';
import type { TErrorCode } from '@kampa/contracts/common/errors';
import type { z } from 'zod';

/**
 * An error answered by the API: its HTTP status, stable code, message and the field at fault, and
 * for a refusal to do it again so soon (429) the seconds its `Retry-After` asks to wait.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: TErrorCode | 'network_error' | 'invalid_response',
    message: string,
    readonly field?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown, code?: ApiError['code']): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);

type TokenProvider = () => Promise<string | null>;
let getToken: TokenProvider = async () => null;

/** Where the signed-in user's ID token comes from (`app/` wires the auth store in at start). */
export const setTokenProvider = (provider: TokenProvider) => {
  getToken = provider;
};

type UnauthorizedListener = (error: ApiError) => void;
let onUnauthorized: UnauthorizedListener = () => undefined;

/** Called when the API refuses the session (401): the auth layer signs out and says why. */
export const setUnauthorizedListener = (listener: UnauthorizedListener) => {
  onUnauthorized = listener;
};

/**
 * A contract as the web calls it: loaded on the first call (`() => import(…)`), never imported at
 * start. The contracts are zod schemas; loading them with the first request (while the ID token is
 * fetched) keeps zod out of the first paint and out of every route's initial JS, and every answer
 * is still checked against its contract.
 */
export type ContractLoader<C extends Contract> = () => Promise<C>;

type Input<T> = T extends z.ZodType ? z.input<T> : never;

let onTermsRequired: () => void = () => undefined;

/** Called when the API wants the current terms accepted first (a new version came into force). */
export const setTermsRequiredListener = (listener: () => void) => {
  onTermsRequired = listener;
};

export type RequestOptions<C extends Contract> = {
  params?: Input<NonNullable<C['params']>>;
  query?: Input<NonNullable<C['query']>>;
  body?: Input<NonNullable<C['body']>>;
  signal?: AbortSignal;
};

const toQueryString = (query: object | undefined): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** `Retry-After` in seconds (the API sends seconds, never an HTTP date). */
const retryAfterOf = (response: Response): number | undefined => {
  const seconds = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
};

const readError = async (response: Response): Promise<ApiError> => {
  const [{ ZErrorResponseSchema }, body] = await Promise.all([
    import('@kampa/contracts/common/errors'),
    response.json().catch(() => null),
  ]);
  const parsed = ZErrorResponseSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, field } = parsed.data.error;
    return new ApiError(response.status, code, message, field, retryAfterOf(response));
  }
  return new ApiError(
    response.status,
    'internal_error',
    `${response.status} ${response.statusText}`,
  );
};

const send = async <C extends Contract>(
  contract: C,
  url: string,
  options: RequestOptions<C>,
  token: string | null,
): Promise<z.output<C['response']>> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: contract.method,
      headers,
      ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'The server could not be reached');
  }
  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && token) onUnauthorized(error);
    if (error.code === 'tos_not_accepted') onTermsRequired();
    throw error;
  }
  if (response.status === 204) return contract.response.parse(null) as z.output<C['response']>;
  const parsed = contract.response.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    throw new ApiError(response.status, 'invalid_response', `Unexpected answer from ${url}`);
  }
  return parsed.data as z.output<C['response']>;
};

const inFlightGets = new Map<string, Promise<unknown>>();

/**
 * Calls one API operation through its contract: path and query built from it, the signed-in user's
 * ID token attached, the answer validated against the contract. Identical GETs in flight at the
 * same time share one request.
 */
export const apiRequest = async <C extends Contract>(
  loadContract: ContractLoader<C>,
  options: RequestOptions<C> = {},
): Promise<z.output<C['response']>> => {
  const [contract, token] = await Promise.all([loadContract(), getToken()]);
  const url =
    buildPath(contract.path, options.params as Record<string, string> | undefined) +
    toQueryString(options.query as object | undefined);
  if (contract.method !== 'GET') return send(contract, url, options, token);

  const shared = inFlightGets.get(url);
  if (shared) return shared as Promise<z.output<C['response']>>;
  // The shared request is not tied to one caller's AbortSignal; callers that cancel simply stop
  // waiting for it.
  const request = send(contract, url, { ...options, signal: undefined }, token).finally(() =>
    inFlightGets.delete(url),
  );
  inFlightGets.set(url, request);
  return request;
};

/**
 * Calls an operation whose answer streams (NDJSON lines) and hands each parsed line to `onLine`
 * as it arrives. A refusal before the stream starts is an `ApiError`, as with `apiRequest`.
 */
export const apiStream = async <C extends Contract>(
  loadContract: ContractLoader<C>,
  options: RequestOptions<C>,
  onLine: (line: unknown) => void,
): Promise<void> => {
  const [contract, token] = await Promise.all([loadContract(), getToken()]);
  const url = buildPath(contract.path, options.params as Record<string, string> | undefined);
  const headers: Record<string, string> = {
    accept: 'application/x-ndjson',
    'content-type': 'application/json',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: contract.method,
      headers,
      body: JSON.stringify(options.body ?? {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'The server could not be reached');
  }
  if (!response.ok || !response.body) {
    const error = await readError(response);
    if (response.status === 401 && token) onUnauthorized(error);
    if (error.code === 'tos_not_accepted') onTermsRequired();
    throw error;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) onLine(JSON.parse(line));
      newline = buffer.indexOf('\n');
    }
  }
};

/**
 * Calls a GET operation whose answer is a file (a report's PDF) and answers its bytes and the
 * name the server gave it. A refusal is an `ApiError`, as with `apiRequest`.
 */
export const apiDownload = async <C extends Contract>(
  loadContract: ContractLoader<C>,
  options: RequestOptions<C> = {},
): Promise<{ blob: Blob; fileName: string | null }> => {
  const [contract, token] = await Promise.all([loadContract(), getToken()]);
  const url = buildPath(contract.path, options.params as Record<string, string> | undefined);
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, ...(options.signal ? { signal: options.signal } : {}) });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'The server could not be reached');
  }
  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && token) onUnauthorized(error);
    if (error.code === 'tos_not_accepted') onTermsRequired();
    throw error;
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  return {
    blob: await response.blob(),
    fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null,
  };
};
