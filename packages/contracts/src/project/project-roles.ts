/** A member's role in a project, without its schema (no zod); `project.ts` re-exports it. */
export const PROJECT_ROLES = ['owner', 'editor', 'viewer'] as const;
