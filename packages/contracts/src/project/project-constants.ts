// A project's roles and defaults without their schemas (no zod), for screens that read them before
// any schema is needed; `project.ts` re-exports them.

export const PROJECT_ROLES = ['owner', 'editor', 'viewer'] as const;
export const DEFAULT_TIME_ZONE = 'Europe/Prague';
export const DEFAULT_CURRENCY = 'CZK';
