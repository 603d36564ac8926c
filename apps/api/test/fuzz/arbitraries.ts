import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries from the contracts' zod schemas, through zod's own JSON Schema export
 * (its input side: what a client may send). Refinements JSON Schema cannot say (a real time zone,
 * a public URL) are covered by the `examples` a schema carries in its `.meta()`, which the
 * generator prefers; the rest of its values are shaped right and may still be refused: both are
 * what a fuzzer wants.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  examples?: unknown[];
};

export const toJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const within = (schema: JsonSchema) => (value: string) =>
  value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);

const stringArbitrary = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(within(schema));
  if (schema.format === 'date-time') {
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  }
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.format === 'email') return fc.emailAddress();
  return fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 40, 40)),
  });
};

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type[0] : schema.type;

/** Values the schema describes. */
export const validArbitrary = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const shaped = shapedArbitrary(schema);
  if (!schema.examples?.length) return shaped;
  return fc.oneof(
    { arbitrary: fc.constantFrom(...schema.examples), weight: 3 },
    { arbitrary: shaped, weight: 1 },
  );
};

const shapedArbitrary = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(validArbitrary));
  switch (typeOf(schema)) {
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, validArbitrary(value)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(schema.items ? validArbitrary(schema.items) : fc.anything(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1000,
        max: schema.maximum ?? 1000,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

/** Strings an attacker tries: controls, NUL, direction overrides, lone surrogates, injections… */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\r\nX-Injected: 1',
  '\u202Egpj.exe',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF',
  '💥'.repeat(60),
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǵ̳̖o',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE projects; --',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  '-1',
  '1e309',
  'null',
  'true',
  'http://127.0.0.1:3000',
  'http://169.254.169.254/latest/meta-data',
  'https://user:pass@evil.example',
  'javascript:alert(1)',
  '//evil.example',
  '/\\evil.example',
  '00000000-0000-0000-0000-000000000000',
  '0'.repeat(21),
  '9'.repeat(30),
];

const LONG_LENGTHS = [21, 201, 501, 2049, 10_000, 100_000];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...LONG_LENGTHS), fc.constantFrom('x', 'é', '💥', '\u0000', '/'))
      .map(([length, unit]) => unit.repeat(length)),
    weight: 1,
  },
);

/** Any JSON-ish value of the wrong kind, prototype keys included (as own properties). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  fc.integer(),
  fc.constantFrom(0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constantFrom(
    { ['__proto__']: { isAdmin: true } },
    { constructor: { prototype: { isAdmin: true } } },
    { toString: 'x', valueOf: 1, hasOwnProperty: null },
  ),
);

/** A valid object with one thing wrong: a key dropped, a value swapped, a key added. */
export const mutatedObject = (
  valid: fc.Arbitrary<unknown>,
  schema: JsonSchema,
): fc.Arbitrary<unknown> => {
  const keys = Object.keys(schema.properties ?? {});
  const known = keys.length ? fc.constantFrom(...keys) : fc.constant('name');
  const anyKey = fc.oneof(
    known,
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'role', 'createdBy', 'uid'),
    fc.string({ maxLength: 10 }),
  );
  return fc.oneof(
    fc.tuple(valid, known).map(([value, key]) => omitKey(value, key)),
    fc.tuple(valid, known, hostileValue).map(([value, key, bad]) => withKey(value, key, bad)),
    fc.tuple(valid, anyKey, hostileValue).map(([value, key, bad]) => withKey(value, key, bad)),
    hostileValue,
  );
};

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};

const omitKey = (value: unknown, key: string) => {
  const copy = asObject(value);
  delete copy[key];
  return copy;
};

/** Sets `key` as an own property, even `__proto__`. */
const withKey = (value: unknown, key: string, bad: unknown) => {
  const copy = asObject(value);
  Object.defineProperty(copy, key, { value: bad, enumerable: true, writable: true });
  return copy;
};
