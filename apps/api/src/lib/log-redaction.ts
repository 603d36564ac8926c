import { stdSerializers } from 'pino';

const REDACTED = '[redacted]';

/** Query parameters that carry a secret: Google's one-time code and the consent's state, tokens. */
const SECRET_PARAMS = new Set(['code', 'state', 'token', 'id_token', 'access_token', 'key']);

/** Path segments that are secrets themselves: an invitation's token (`/api/invites/<token>`). */
const SECRET_PATH = /^(\/api\/invites\/)[^/?#]+/;

/**
 * A request URL as it may be logged: the invitation token in the path and the values of secret
 * query parameters replaced (`/api/connections/google/callback?code=[redacted]&state=[redacted]`).
 */
export const redactUrl = (url: string): string => {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const redactedPath = path.replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryStart === -1) return redactedPath;
  const pairs = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as sent.
      }
      return SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    });
  return `${redactedPath}?${pairs.join('&')}`;
};

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** The values of a failed statement (Drizzle's `params`), down the `cause` chain. */
const statementValues = (error: unknown, depth = 0): string[] => {
  if (!error || typeof error !== 'object' || depth > 5) return [];
  const { params, cause } = error as { params?: unknown; cause?: unknown };
  const own = Array.isArray(params)
    ? params.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')))
    : [];
  return [...own, ...statementValues(cause, depth + 1)];
};

/**
 * An error as it may be logged: pino's standard serializer, then a failed statement's values
 * removed wherever they show: Drizzle's `params` and its message's `params:` line, PostgreSQL's
 * message and `detail` that quote a value (`invalid input syntax …: "<value>"`), the stack.
 */
export const redactError = (error: Error): SerializedError => {
  const serialized = stdSerializers.err(error) as unknown as SerializedError;
  // Longest first, so a value inside another is not left half-replaced; very short values are
  // everywhere in a message and say little.
  const values = [...new Set(statementValues(error))]
    .filter((value) => value.length >= 3)
    .sort((a, b) => b.length - a.length);
  if (values.length === 0 && !('params' in serialized)) return serialized;
  const scrub = (text: string) =>
    values.reduce((result, value) => result.split(value).join(REDACTED), text);
  const cleaned: SerializedError = { ...serialized, message: '', stack: '' };
  for (const [key, value] of Object.entries(serialized)) {
    cleaned[key] = typeof value === 'string' ? scrub(value) : value;
  }
  if ('params' in cleaned) cleaned.params = REDACTED;
  if ('detail' in cleaned) cleaned.detail = REDACTED;
  return cleaned;
};

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
};

/** Fastify's logger serializers with the secrets above kept out of the log. */
export const logSerializers = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  err: redactError,
  cause: (value: unknown) => (value instanceof Error ? redactError(value) : value),
};
