import { z } from 'zod';

type DefaultsOf<Shape extends z.core.$ZodShape> = { [K in keyof Shape]?: z.output<Shape[K]> };

type WithDefaults<Shape extends z.core.$ZodShape, Defaults> = {
  [K in keyof Shape]: K extends keyof Defaults ? z.ZodDefault<Shape[K]> : Shape[K];
};

/**
 * The same object schema with some fields optional, filled in with `defaults` when left out: how a
 * create request is derived from an entity's one schema of editable fields.
 */
export const withDefaults = <
  Shape extends z.core.$ZodShape,
  const Defaults extends DefaultsOf<Shape>,
>(
  schema: z.ZodObject<Shape>,
  defaults: Defaults,
) => {
  const values: Record<string, unknown> = defaults;
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      key in values ? (field as z.ZodType).default(values[key]) : field,
    ]),
  );
  return z.object(shape as WithDefaults<Shape, Defaults>);
};

/** Only `fields` of `source`, in that order (e.g. an entity's editable fields from a database row). */
export const pickFields = <T, const K extends keyof T>(
  source: T,
  fields: readonly K[],
): Pick<T, K> => Object.fromEntries(fields.map((field) => [field, source[field]])) as Pick<T, K>;
