import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One API operation: where it lives, what it takes and what it answers.
 * The API registers routes from these and the web client calls them through them,
 * so the two can never disagree about a path or a shape.
 */
export type Contract<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  /** Fastify-style path under the API base, e.g. `/api/project/:projectUid`. */
  path: string;
  summary: string;
  tags: readonly string[];
  /** Whether the route needs `Authorization: Bearer <Firebase ID token>`. */
  isAuthenticated: boolean;
  /**
   * Authenticated routes also need the current terms of service accepted (403
   * `tos_not_accepted`), unless they set this to false: only the profile and terms routes and
   * the account's export and deletion (rights that do not wait for a new terms version) do.
   */
  requiresAcceptedTerms?: boolean;
  /**
   * A sensitive operation (deleting, the terms, attaching or removing a Google account, giving or
   * taking access to a project): the caller's account is checked with the auth server on every
   * call (disabled, signed out everywhere), never trusted from the few minutes' cache the other
   * routes use.
   */
  isSensitive?: boolean;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  /** HTTP status of a successful answer. */
  status: 200 | 201 | 202 | 204 | 302;
  response: TResponse;
};

export const defineContract = <
  TParams extends z.ZodType,
  TQuery extends z.ZodType,
  TBody extends z.ZodType,
  TResponse extends z.ZodType,
>(
  contract: Contract<TParams, TQuery, TBody, TResponse>,
) => contract;

/** Fills `:name` segments of a contract path; values are URI-encoded. */
export const buildPath = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });

/** Whether a call needs the current terms accepted (the default for authenticated routes). */
export const requiresAcceptedTerms = (contract: Contract): boolean =>
  contract.isAuthenticated && contract.requiresAcceptedTerms !== false;
