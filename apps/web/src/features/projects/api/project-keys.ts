/**
 * Query keys of the projects area, under the signed-in user's uid (like the user's own data) so a
 * different user on the same page never sees the previous one's projects.
 */
export const projectKeys = {
  list: (userUid: string) => ['user', userUid, 'projects'] as const,
  detail: (userUid: string, projectUid: string) =>
    ['user', userUid, 'projects', projectUid] as const,
};
