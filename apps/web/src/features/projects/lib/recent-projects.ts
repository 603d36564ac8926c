import type { TProject } from '@kampa/contracts/project/project';

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

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

type SwitcherProject = Pick<TProject, 'uid' | 'name' | 'websiteUrl'>;

/**
 * The projects a switcher lists: those whose name or site contains the typed text (any case and
 * accents), the recently opened first (latest first), then the rest by name.
 */
export const switcherProjects = <T extends SwitcherProject>(
  projects: readonly T[],
  recent: readonly string[],
  query: string,
  language: string,
): T[] => {
  const needle = normalize(query.trim());
  const rank = (uid: string) => {
    const index = recent.indexOf(uid);
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  return projects
    .filter(
      (project) =>
        !needle ||
        normalize(project.name).includes(needle) ||
        normalize(project.websiteUrl).includes(needle),
    )
    .sort((a, b) => rank(a.uid) - rank(b.uid) || collator.compare(a.name, b.name));
};

/**
 * The same screen of another project: `/project/a/ads?…` becomes `/project/b/ads`. Only the
 * screen's first segment is kept (a connect flow opens that source's dashboard).
 */
export const screenOf = (pathname: string): string => {
  const match = /^\/project\/[^/]+\/([^/?#]+)/.exec(pathname);
  return match?.[1] ?? 'dashboard';
};
