/**
 * Query keys of the connections area, under the signed-in user's uid (like all of the user's data):
 * their Google connections, and per project what those connections reach and the sync's state.
 */
export const connectionKeys = {
  list: (userUid: string) => ['user', userUid, 'connections'] as const,
  analyticsAccounts: (userUid: string, projectUid: string, connectionId: string) =>
    ['user', userUid, 'projects', projectUid, 'analytics-accounts', connectionId] as const,
  analyticsProperty: (
    userUid: string,
    projectUid: string,
    connectionId: string,
    propertyId: string,
  ) =>
    [
      'user',
      userUid,
      'projects',
      projectUid,
      'analytics-property',
      connectionId,
      propertyId,
    ] as const,
  adsAccounts: (userUid: string, projectUid: string, connectionId: string) =>
    ['user', userUid, 'projects', projectUid, 'ads-accounts', connectionId] as const,
  searchConsoleSites: (userUid: string, projectUid: string, connectionId: string) =>
    ['user', userUid, 'projects', projectUid, 'search-console-sites', connectionId] as const,
  syncStatus: (userUid: string, projectUid: string) =>
    ['user', userUid, 'projects', projectUid, 'sync'] as const,
};
