import type { Contract } from '@kampa/contracts/common/contract';
import fc from 'fast-check';
import {
  hostileString,
  hostileValue,
  mutatedObject,
  toJsonSchema,
  validArbitrary,
} from './arbitraries';

/** A request body as generated: JSON of a value, raw text with a content type, or nothing. */
export type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; contentType: string | null; text: string };

// ── query strings ────────────────────────────────────────────────────────────────────────────

const encodeQuery = (value: unknown): string => {
  if (value === null || typeof value !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    for (const one of Array.isArray(item) ? item : [item]) {
      search.append(key, typeof one === 'string' ? one : (JSON.stringify(one) ?? ''));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const rawQuery = fc.constantFrom(
  '?',
  '?&&&',
  '?a=%',
  '?from=%E0%A4%A',
  '?__proto__[x]=1',
  '?constructor[prototype][x]=1',
  '?from=2026-01-01&from=2026-02-01',
  '?connectionId[]=x',
  `?q=${'x'.repeat(5000)}`,
  '?state=%00&code=%00',
);

export const queryArbitrary = (contract: Contract): fc.Arbitrary<string> => {
  if (!contract.query) {
    return fc.oneof({ arbitrary: fc.constant(''), weight: 9 }, { arbitrary: rawQuery, weight: 1 });
  }
  const schema = toJsonSchema(contract.query);
  const valid = validArbitrary(schema);
  return fc.oneof(
    { arbitrary: valid.map(encodeQuery), weight: 5 },
    { arbitrary: mutatedObject(valid, schema).map(encodeQuery), weight: 3 },
    { arbitrary: rawQuery, weight: 1 },
  );
};

// ── bodies ───────────────────────────────────────────────────────────────────────────────────

const brokenJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"name":',
    '{"name":"x",}',
    "{'name':'x'}",
    'null',
    '[]',
    '"text"',
    '1e999',
    '{"a":1}{"b":2}',
    '\uFEFF{}',
    '{"__proto__":{"isAdmin":true},"name":"x"}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"name":"\\u0000"}',
    '{"name":"\\ud800"}',
    '['.repeat(5000) + ']'.repeat(5000),
    `{"name":"${'x'.repeat(300 * 1024)}"}`,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const WRONG_TYPES = [
  null,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=nonsense',
  'application/json-patch+json',
  'application/octet-stream',
  'Application/JSON',
];

export const bodyArbitrary = (contract: Contract): fc.Arbitrary<BodyPlan> => {
  const other = fc.oneof(
    { arbitrary: fc.constant<BodyPlan>({ kind: 'none' }), weight: 2 },
    {
      arbitrary: brokenJson.map<BodyPlan>((text) => ({
        kind: 'text',
        contentType: 'application/json',
        text,
      })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...WRONG_TYPES), fc.oneof(fc.constant('{}'), hostileString))
        .map<BodyPlan>(([contentType, text]) => ({ kind: 'text', contentType, text })),
      weight: 2,
    },
    {
      arbitrary: hostileValue.map<BodyPlan>((value) => ({ kind: 'json', value })),
      weight: 1,
    },
  );
  if (!contract.body) {
    return fc.oneof({ arbitrary: fc.constant<BodyPlan>({ kind: 'none' }), weight: 6 }, other);
  }
  const schema = toJsonSchema(contract.body);
  const valid = validArbitrary(schema);
  return fc.oneof(
    { arbitrary: valid.map<BodyPlan>((value) => ({ kind: 'json', value })), weight: 7 },
    {
      arbitrary: mutatedObject(valid, schema).map<BodyPlan>((value) => ({ kind: 'json', value })),
      weight: 4,
    },
    { arbitrary: other, weight: 2 },
  );
};
