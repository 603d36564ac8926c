import type { TProject } from '@kampa/contracts/project/project';

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
