/** Query keys of the chat, under the signed-in user's uid and the project. */
export const chatKeys = {
  all: (userUid: string, projectUid: string) =>
    ['user', userUid, 'projects', projectUid, 'chat'] as const,
  info: (userUid: string, projectUid: string) =>
    [...chatKeys.all(userUid, projectUid), 'info'] as const,
  threads: (userUid: string, projectUid: string) =>
    [...chatKeys.all(userUid, projectUid), 'threads'] as const,
  thread: (userUid: string, projectUid: string, threadUid: string) =>
    [...chatKeys.threads(userUid, projectUid), threadUid] as const,
};
