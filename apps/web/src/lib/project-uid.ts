/**
 * Whether a URL's project id is well formed (21 URL-safe characters), checked before asking the
 * API. The same rule as the contracts' `ZProjectUidSchema` (a unit test keeps them in step),
 * without loading zod for one regular expression on every project screen.
 */
export const isProjectUid = (id: string): boolean => /^[A-Za-z0-9_-]{21}$/.test(id);
