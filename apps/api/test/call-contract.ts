import { buildPath, type Contract } from '@kampa/contracts/common/contract';
import { ZErrorResponseSchema, type TErrorResponse } from '@kampa/contracts/common/errors';
import type { FastifyInstance } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { z } from 'zod';

type Input<T> = T extends z.ZodType ? z.input<T> : never;

export type CallOptions<C extends Contract> = {
  params?: Input<NonNullable<C['params']>> & Record<string, string>;
  query?: Input<NonNullable<C['query']>>;
  /** Sent as JSON, as given: tests send invalid bodies on purpose. */
  body?: Input<NonNullable<C['body']>>;
  headers?: Record<string, string>;
};

/** The answer: a success parsed with the contract's response schema, an error with the error schema. */
export type ContractAnswer<C extends Contract> = {
  status: number;
  headers: OutgoingHttpHeaders;
  /** The JSON as sent, before the schema dropped unknown fields (for whitelist checks). */
  json: unknown;
  /** Set on a 2xx answer. */
  body?: z.output<C['response']>;
  /** Set on any other answer. */
  error?: TErrorResponse['error'];
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

/**
 * Calls one API operation the way a client does: the path (and query) built from the contract,
 * `user`'s ID token attached (`null`: no token), the body sent as JSON. The answer is parsed with
 * the contract's response schema on success and with the error schema otherwise, so a test fails
 * when the API breaks its contract, and the body is typed.
 */
export const callContract = async <C extends Contract>(
  app: FastifyInstance,
  user: { headers: { authorization: string } } | null,
  contract: C,
  options: CallOptions<C> = {},
): Promise<ContractAnswer<C>> => {
  const url =
    buildPath(contract.path, options.params) + toQueryString(options.query as object | undefined);
  const response = await app.inject({
    method: contract.method,
    url,
    headers: { ...user?.headers, ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  const { statusCode: status, headers } = response;
  const json: unknown = response.body === '' ? null : response.json();
  if (status >= 200 && status < 300) {
    const parsed = contract.response.safeParse(json);
    if (!parsed.success) {
      throw new Error(
        `${contract.method} ${url} answered ${status} outside its contract: ${parsed.error.message}`,
      );
    }
    return { status, headers, json, body: parsed.data as z.output<C['response']> };
  }
  const parsed = ZErrorResponseSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`${contract.method} ${url} answered ${status} without the error shape`);
  }
  return { status, headers, json, error: parsed.data.error };
};

/** The body of a successful answer; fails the test with the error otherwise. */
export const expectBody = <C extends Contract>(answer: ContractAnswer<C>) => {
  if (answer.body === undefined) {
    throw new Error(`Expected a success, got ${answer.status} ${JSON.stringify(answer.error)}`);
  }
  return answer.body as z.output<C['response']>;
};
