import { ALL_CONTRACTS } from '@kampa/contracts/all-contracts';
import type { Contract } from '@kampa/contracts/common/contract';
import fc from 'fast-check';
import { hostileString, toJsonSchema, validArbitrary, type JsonSchema } from './arbitraries';
import { bodyArbitrary, queryArbitrary, type BodyPlan } from './payloads';
import { TOKEN_KINDS, type FuzzWorld, type TokenKind } from './world';

/**
 * One request, as generated: pure data, so a seed replays it. References to the world (the
 * primary project, a project made during the run) are resolved when it is sent.
 */
export type RequestPlan = {
  /** Index into ALL_CONTRACTS, or null for a request to no contract (paths, methods). */
  contract: number | null;
  method: string;
  path: PathPart[];
  query: string;
  token: { kind: TokenKind; garbage?: string };
  body: BodyPlan;
  /** Which of the projects made during the run a `created` reference means. */
  pick: number;
};

type Reference =
  'primary' | 'other' | 'deleted' | 'created' | 'connection' | 'workspace' | 'otherWorkspace';
type PathPart = { text: string } | { ref: Reference } | { raw: string };
export const operationName = (plan: Pick<RequestPlan, 'contract'>): string => {
  const contract = plan.contract === null ? undefined : ALL_CONTRACTS[plan.contract];
  return contract ? `${contract.method} ${contract.path}` : '(no contract)';
};

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
const percentEncode = (text: string): string =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

// ── tokens ───────────────────────────────────────────────────────────────────────────────────

const PRINTABLE = fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((text) =>
  // Header values: no control characters (the HTTP client would refuse to send them).
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u001f\u007f]/g, ''),
);

const garbageToken = fc.oneof(
  fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer a.b.c', 'bearer x', 'Token x'),
  PRINTABLE.map((text) => `Bearer ${text}`),
  PRINTABLE,
  fc.constantFrom(`Bearer ${'a'.repeat(8000)}`, `Bearer ${'eyJ'.repeat(50)}.e30.`),
);

type TokenPlan = RequestPlan['token'];

const tokenArbitrary: fc.Arbitrary<TokenPlan> = fc
  .oneof(
    { arbitrary: fc.constantFrom<TokenKind>('owner', 'editor', 'viewer'), weight: 8 },
    { arbitrary: fc.constantFrom<TokenKind>(...TOKEN_KINDS), weight: 4 },
  )
  .chain((kind): fc.Arbitrary<TokenPlan> =>
    kind === 'garbage' ? garbageToken.map((garbage) => ({ kind, garbage })) : fc.constant({ kind }),
  );

// ── path parameters ──────────────────────────────────────────────────────────────────────────

/** Parameters the world can fill with something real; others come from their schema. */
const REFERENCES: Record<string, Reference[]> = {
  projectUid: [
    'primary',
    'primary',
    'primary',
    'primary',
    'primary',
    'other',
    'deleted',
    'created',
  ],
  connectionId: ['connection'],
  workspaceUid: ['workspace', 'workspace', 'workspace', 'otherWorkspace'],
};

const hostileSegment = hostileString.map((text) => ({ text }));

const paramArbitrary = (name: string, schema: JsonSchema | undefined): fc.Arbitrary<PathPart> => {
  const refs = REFERENCES[name];
  const valid = schema ? validArbitrary(schema).map((value) => ({ text: String(value) })) : null;
  return fc.oneof(
    ...(refs ? [{ arbitrary: fc.constantFrom(...refs).map((ref) => ({ ref })), weight: 8 }] : []),
    ...(valid ? [{ arbitrary: valid, weight: 3 }] : []),
    { arbitrary: hostileSegment, weight: 2 },
  );
};

const pathArbitrary = (contract: Contract): fc.Arbitrary<PathPart[]> => {
  const shape = contract.params ? (toJsonSchema(contract.params).properties ?? {}) : {};
  const parts = contract.path.split(/(:[A-Za-z0-9_]+)/).filter(Boolean);
  return fc.tuple(
    ...parts.map((part) =>
      part.startsWith(':')
        ? paramArbitrary(part.slice(1), shape[part.slice(1)])
        : fc.constant<PathPart>({ raw: part }),
    ),
  );
};

// ── whole requests ───────────────────────────────────────────────────────────────────────────

const contractRequest = (index: number): fc.Arbitrary<RequestPlan> => {
  const contract = ALL_CONTRACTS[index]!;
  const method = fc.oneof(
    { arbitrary: fc.constant<string>(contract.method), weight: 20 },
    fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
  );
  return fc
    .record({
      method,
      path: pathArbitrary(contract),
      query: queryArbitrary(contract),
      token: tokenArbitrary,
      body: bodyArbitrary(contract),
      pick: fc.nat(),
    })
    .map((plan) => ({ contract: index, ...plan }));
};

/** Paths outside the contracts: the web app, redirects, traversal, encodings, lengths. */
const RAW_PATHS = [
  '/',
  '/projects/',
  '/projects/?tab=all',
  '//evil.example/',
  '//evil.example/x/?q=1',
  '///evil.example/',
  '/\\evil.example/',
  '/\\/evil.example/',
  '/%5Cevil.example/',
  '/%2F%2Fevil.example/',
  '/./evil.example/',
  '/../../etc/passwd',
  '/assets/../../package.json',
  '/assets/%2e%2e/%2e%2e/package.json',
  '/api',
  '/api/',
  '/api/nope',
  '/api/project/',
  '/api/project//',
  '/api/project/%',
  '/api/project/%E0%A4%A',
  `/api/project/${'a'.repeat(201)}`,
  `/api/project/${'a'.repeat(5000)}`,
  '/api/project/%00',
  '/api/project/..%2f..%2f',
  '/api/health/',
  '/api/docs/json',
  '/api/docs/static/..%2f..%2fpackage.json',
  '/index.html',
  '/favicon.ico',
];

const rawRequest: fc.Arbitrary<RequestPlan> = fc.record({
  contract: fc.constant(null),
  method: fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'),
  path: fc
    .oneof(
      fc.constantFrom(...RAW_PATHS),
      hostileString.map((text) => `/${percentEncode(text)}/`),
      hostileString.map((text) => `/api/${percentEncode(text)}`),
    )
    .map((raw) => [{ raw }]),
  query: fc.constant(''),
  token: tokenArbitrary,
  body: fc.constant<BodyPlan>({ kind: 'none' }),
  pick: fc.nat(),
});

/** Every contract equally often, plus requests to no contract: new contracts join by themselves. */
export const requestArbitrary: fc.Arbitrary<RequestPlan> = fc.oneof(
  ...ALL_CONTRACTS.map((_, index) => ({ arbitrary: contractRequest(index), weight: 4 })),
  { arbitrary: rawRequest, weight: 3 },
);

// ── sending ──────────────────────────────────────────────────────────────────────────────────

export type ResolvedRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

const resolveReference = (ref: Reference, plan: RequestPlan, world: FuzzWorld): string => {
  const { projects } = world;
  if (ref === 'connection') return world.connectionId;
  if (ref === 'workspace') return world.workspaces.primary;
  if (ref === 'otherWorkspace') return world.workspaces.other;
  const created = projects.created[plan.pick % Math.max(projects.created.length, 1)];
  const targets = {
    primary: projects.primary,
    other: projects.other,
    deleted: projects.deleted,
    created: created ?? projects.primary,
  };
  // A delete never aims at the primary project: the rest of the run needs it.
  const target = targets[ref];
  return plan.method === 'DELETE' && target === projects.primary
    ? (created ?? projects.other)
    : target;
};

export const resolveRequest = (plan: RequestPlan, world: FuzzWorld): ResolvedRequest => {
  const path = plan.path
    .map((part) =>
      'raw' in part
        ? part.raw
        : percentEncode('ref' in part ? resolveReference(part.ref, plan, world) : part.text),
    )
    .join('');
  const headers: Record<string, string> = {};
  const { token } = plan;
  if (token.kind === 'garbage') headers.authorization = token.garbage ?? '';
  else if (token.kind !== 'none') headers.authorization = world.headers[token.kind];
  const { body } = plan;
  let payload: string | undefined;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.value) ?? 'null';
  } else if (body.kind === 'text') {
    if (body.contentType) headers['content-type'] = body.contentType;
    payload = body.text;
  }
  return {
    method: plan.method,
    url: path + plan.query,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
};
