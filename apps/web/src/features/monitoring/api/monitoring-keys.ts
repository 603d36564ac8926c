/** Query keys of monitoring, under the signed-in user's uid and the project. */
export const monitoringKeys = {
  all: (userUid: string, projectUid: string) =>
    ['user', userUid, 'projects', projectUid, 'monitoring'] as const,
  rules: (userUid: string, projectUid: string) =>
    [...monitoringKeys.all(userUid, projectUid), 'rules'] as const,
  alerts: (userUid: string, projectUid: string) =>
    [...monitoringKeys.all(userUid, projectUid), 'alerts'] as const,
  targets: (userUid: string, projectUid: string) =>
    [...monitoringKeys.all(userUid, projectUid), 'targets'] as const,
};
