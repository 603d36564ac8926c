import type { TProject } from '@kampa/contracts/project/project';

/**
 * What the project's amounts are in. `project`: every connected source reports in the project's
 * currency (or none is connected). `source`: the connected sources report in one other currency,
 * which the amounts are shown in. `mixed`: Analytics and Ads report in two different currencies.
 */
export type CurrencyStory =
  | { kind: 'project'; currency: string }
  | { kind: 'source'; currency: string; project: string }
  | { kind: 'mixed'; analytics: string; ads: string; project: string };

export const currencyStoryOf = (project: TProject): CurrencyStory => {
  const { analytics, ads } = project.sourceCurrencies;
  if (analytics && ads && analytics !== ads) {
    return { kind: 'mixed', analytics, ads, project: project.currency };
  }
  const source = analytics ?? ads;
  return source && source !== project.currency
    ? { kind: 'source', currency: source, project: project.currency }
    : { kind: 'project', currency: project.currency };
};
