/*
 * The projects a user opened in this browser, the latest first, kept like the other preferences
 * in localStorage per user: the project switcher lists them first. In `lib/` so the shell can
 * record a visit without loading the switcher.
 */

/** How many recently opened projects a user's browser remembers. */
export const RECENT_PROJECTS_MAX = 20;

export const recentProjectsKey = (userUid: string) => `kampa.recentProjects.${userUid}`;

/** The uids of the projects a user opened in this browser, the latest first. */
export const readRecentProjects = (userUid: string, storage: Storage): string[] => {
  try {
    const saved: unknown = JSON.parse(storage.getItem(recentProjectsKey(userUid)) ?? '[]');
    return Array.isArray(saved)
      ? saved.filter((uid): uid is string => typeof uid === 'string').slice(0, RECENT_PROJECTS_MAX)
      : [];
  } catch {
    return [];
  }
};

/** Puts a project first among the recent ones (once). */
export const recordRecentProject = (userUid: string, projectUid: string, storage: Storage) => {
  const recent = [
    projectUid,
    ...readRecentProjects(userUid, storage).filter((uid) => uid !== projectUid),
  ].slice(0, RECENT_PROJECTS_MAX);
  try {
    storage.setItem(recentProjectsKey(userUid), JSON.stringify(recent));
  } catch {
    // A full or blocked storage only means the order is not remembered.
  }
};
