/** Query keys of the team area, under the signed-in user's uid like every user's data. */
export const teamKeys = {
  members: (userUid: string, projectUid: string) =>
    ['user', userUid, 'team', projectUid, 'members'] as const,
  invitation: (userUid: string, token: string) => ['user', userUid, 'invitation', token] as const,
};
