import { z } from 'zod';

/** RunReportRequest (the subset the simulator understands), validated with zod. */

const int64 = z.union([z.number().int(), z.string().regex(/^-?\d+$/)]).transform((v) => Number(v));

export type FilterExpression = {
  andGroup?: { expressions: FilterExpression[] } | undefined;
  orGroup?: { expressions: FilterExpression[] } | undefined;
  notExpression?: FilterExpression | undefined;
  filter?: Filter | undefined;
};

export type Filter = {
  fieldName: string;
  stringFilter?:
    | { matchType?: string | undefined; value: string; caseSensitive?: boolean | undefined }
    | undefined;
  inListFilter?: { values: string[]; caseSensitive?: boolean | undefined } | undefined;
};

const filterSchema = z.strictObject({
  fieldName: z.string(),
  stringFilter: z
    .strictObject({
      matchType: z
        .enum(['EXACT', 'BEGINS_WITH', 'ENDS_WITH', 'CONTAINS', 'FULL_REGEXP', 'PARTIAL_REGEXP'])
        .optional(),
      value: z.string(),
      caseSensitive: z.boolean().optional(),
    })
    .optional(),
  inListFilter: z
    .strictObject({ values: z.array(z.string()), caseSensitive: z.boolean().optional() })
    .optional(),
});

export const filterExpressionSchema: z.ZodType<FilterExpression> = z.lazy(() =>
  z.strictObject({
    andGroup: z.strictObject({ expressions: z.array(filterExpressionSchema) }).optional(),
    orGroup: z.strictObject({ expressions: z.array(filterExpressionSchema) }).optional(),
    notExpression: filterExpressionSchema.optional(),
    filter: filterSchema.optional(),
  }),
);

export const runReportSchema = z.strictObject({
  property: z.string().optional(),
  dateRanges: z
    .array(
      z.strictObject({
        startDate: z.string(),
        endDate: z.string(),
        name: z.string().optional(),
      }),
    )
    .optional(),
  dimensions: z.array(z.strictObject({ name: z.string() })).optional(),
  metrics: z.array(z.strictObject({ name: z.string() })).optional(),
  dimensionFilter: filterExpressionSchema.optional(),
  offset: int64.optional(),
  limit: int64.optional(),
  metricAggregations: z.array(z.enum(['TOTAL', 'MAXIMUM', 'MINIMUM', 'COUNT'])).optional(),
  orderBys: z
    .array(
      z.strictObject({
        metric: z.strictObject({ metricName: z.string() }).optional(),
        dimension: z
          .strictObject({
            dimensionName: z.string(),
            orderType: z
              .enum(['ALPHANUMERIC', 'CASE_INSENSITIVE_ALPHANUMERIC', 'NUMERIC'])
              .optional(),
          })
          .optional(),
        desc: z.boolean().optional(),
      }),
    )
    .optional(),
  currencyCode: z.string().optional(),
  keepEmptyRows: z.boolean().optional(),
  returnPropertyQuota: z.boolean().optional(),
});

export type RunReportRequest = z.infer<typeof runReportSchema>;

export const batchRunReportsSchema = z.strictObject({
  requests: z.array(z.unknown()).optional(),
});

const snake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Google-style message for the first problem of a zod error. */
export const describeZodError = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return 'Invalid JSON payload received.';
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    const prefix = issue.path.length ? `'${issue.path.map(String).join('.')}': ` : '';
    return `Invalid JSON payload received. Unknown name "${key}" at ${prefix || "'': "}Cannot find field.`;
  }
  const path = issue.path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${snake(String(p))}`))
    .join('')
    .replace(/^\./, '');
  return `Invalid value at '${path}': ${issue.message}`;
};
