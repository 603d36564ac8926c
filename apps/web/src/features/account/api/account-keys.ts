/** Query keys of the account area, under the signed-in user's uid like all of their data. */
export const accountKeys = {
  deletionPlan: (userUid: string) => ['user', userUid, 'account', 'deletion-plan'] as const,
  notifications: (userUid: string) => ['user', userUid, 'account', 'notifications'] as const,
};
