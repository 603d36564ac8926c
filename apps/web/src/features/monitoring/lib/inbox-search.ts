import type { TInboxAlert, TInboxStatus } from '@kampa/contracts/alerts/list-inbox';
import type { TRuleSeverity } from '@kampa/contracts/monitoring/rule';
import type { InboxFilters } from '@/features/monitoring/api/inbox';

// The route's search is read in the first chunk, before zod may build a schema (the CSP refuses its
// eval check until `configureZod` has run): the lists are typed against the contracts, not imported.
const SEVERITY: Record<TRuleSeverity, true> = { critical: true, warning: true, info: true };
const RULE_SEVERITIES = Object.keys(SEVERITY) as TRuleSeverity[];
const STATUS: Record<TInboxStatus, true> = {
  active: true,
  open: true,
  acknowledged: true,
  snoozed: true,
};
const INBOX_STATUSES = Object.keys(STATUS) as TInboxStatus[];

export const INBOX_GROUPINGS = ['project', 'rule'] as const;
export type InboxGrouping = (typeof INBOX_GROUPINGS)[number];
export const INBOX_SOURCES = ['analytics', 'ads', 'search_console'] as const;

/** `/alerts` as kept in the URL: the filters and the grouping (the defaults are left out). */
export type InboxSearch = {
  /**
   * Only one workspace's projects (its uid), or `shared`: those of workspaces one does not belong
   * to (the projects shared with one), as on the portfolio.
   */
  workspace?: string;
  project?: string;
  severity?: TRuleSeverity;
  /** Absent: open and acknowledged (`active`). */
  status?: Exclude<TInboxStatus, 'active'>;
  source?: (typeof INBOX_SOURCES)[number];
  /** Absent: by project. */
  group?: Exclude<InboxGrouping, 'project'>;
};

const PROJECT_UID = /^[A-Za-z0-9_-]{21}$/;
/** What the API's workspace filter takes: a workspace's uid or `shared`. */
const WORKSPACE_FILTER = /^(shared|[A-Za-z0-9_-]{21})$/;
const SHARED = 'shared';

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** Reads `/alerts`' search params; anything malformed is dropped, never refused. */
export const validateInboxSearch = (raw: Record<string, unknown>): InboxSearch => {
  const search: InboxSearch = {};
  if (typeof raw.workspace === 'string' && WORKSPACE_FILTER.test(raw.workspace)) {
    search.workspace = raw.workspace;
  }
  if (typeof raw.project === 'string' && PROJECT_UID.test(raw.project))
    search.project = raw.project;
  if (isOneOf(RULE_SEVERITIES, raw.severity)) search.severity = raw.severity;
  if (isOneOf(INBOX_STATUSES, raw.status) && raw.status !== 'active') search.status = raw.status;
  if (isOneOf(INBOX_SOURCES, raw.source)) search.source = raw.source;
  if (raw.group === 'rule') search.group = 'rule';
  return search;
};

/**
 * The search with another workspace chosen (undefined: all). The project filter is dropped: the
 * project chosen before may belong to another workspace, and would empty the list unseen.
 */
export const withWorkspace = (search: InboxSearch, workspace: string | undefined): InboxSearch => {
  const { workspace: _workspace, project: _project, ...rest } = search;
  return validateInboxSearch({ ...rest, workspace });
};

/**
 * The projects of the chosen workspace, for the project filter (`shared`: those of workspaces not
 * among `ownWorkspaces`); all of them when none is chosen. Everyone belongs to their personal
 * workspace, so no own workspaces means they are not known yet: then none is called shared.
 */
export const projectsOfWorkspace = <P extends { workspaceUid: string }>(
  projects: readonly P[],
  workspace: string | undefined,
  ownWorkspaces: readonly string[],
): P[] => {
  if (workspace === undefined) return [...projects];
  if (workspace !== SHARED) return projects.filter((project) => project.workspaceUid === workspace);
  if (ownWorkspaces.length === 0) return [];
  return projects.filter((project) => !ownWorkspaces.includes(project.workspaceUid));
};

/** Whether any of the projects belongs to a workspace one is not a member of. */
export const hasSharedProjects = (
  projects: readonly { workspaceUid: string }[],
  ownWorkspaces: readonly string[],
): boolean => projectsOfWorkspace(projects, SHARED, ownWorkspaces).length > 0;

/** The API's filters of a search (the grouping is the screen's alone). */
export const filtersOf = (search: InboxSearch): InboxFilters => {
  const { group: _group, ...filters } = search;
  return filters;
};

/** A group: `title` is the project's name, or the rule's stored name (`kind: 'rule'`). */
export type AlertGroup = {
  kind: InboxGrouping;
  key: string;
  title: string;
  alerts: TInboxAlert[];
};

/**
 * The alerts in groups, by project or by rule name (the same default rule of many projects is one
 * group), the group of the newest alert first; each keeps the newest-first order.
 */
export const groupAlerts = (
  alerts: readonly TInboxAlert[],
  grouping: InboxGrouping,
): AlertGroup[] => {
  const groups = new Map<string, AlertGroup>();
  for (const alert of alerts) {
    const key = grouping === 'project' ? alert.project.uid : alert.ruleName;
    const title = grouping === 'project' ? alert.project.name : alert.ruleName;
    const group = groups.get(key) ?? { kind: grouping, key, title, alerts: [] };
    group.alerts.push(alert);
    groups.set(key, group);
  }
  return [...groups.values()];
};
