import type { Database } from '../../db/client';

export type ProjectVersion = { projectId: string; version: string };

// Every row version PostgreSQL writes carries the id of the transaction that wrote it (`xmin`):
// a project's settings, the user's membership (role), each source's row (its settings, and the
// sync state the database keeps on it: runs, chunks, days, see migration 0013) and its Google
// connection (its state), its budgets (their pacing) and its monthly targets. Any change to one of them gives a new
// value; none can change unseen.
const PROJECT_VERSIONS = `
  SELECT p.id AS project_id,
    p.xmin::text || '.' || m.xmin::text || '.' || coalesce((
      SELECT string_agg(s.kind || ':' || s.xmin::text || ':' || coalesce(gc.xmin::text, '-'), ','
        ORDER BY s.kind)
      FROM project_sources s LEFT JOIN google_connections gc ON gc.id = s.connection_id
      WHERE s.project_id = p.id
    ), '') || '.' || coalesce((
      SELECT string_agg(b.xmin::text, ',' ORDER BY b.id) FROM budgets b WHERE b.project_id = p.id
    ), '') || '.' || coalesce((
      SELECT string_agg(t.xmin::text, ',' ORDER BY t.month, t.metric)
      FROM kpi_targets t WHERE t.project_id = p.id
    ), '') AS version
  FROM projects p
  JOIN project_members m ON m.project_id = p.id AND m.user_id = $1
  WHERE p.deleted_at IS NULL
  ORDER BY p.created_at DESC, p.id DESC`;

/**
 * The user's projects (in the project list's order) with the version of everything their
 * portfolio card shows apart from the numbers and the alerts: one short statement, named (planned
 * once per connection), so a repeated portfolio answer costs one statement and no rebuilding.
 */
export const projectVersions = async (db: Database, userId: string): Promise<ProjectVersion[]> => {
  const result = await db.$client.query<{ project_id: string; version: string }>({
    name: 'portfolio_project_versions',
    text: PROJECT_VERSIONS,
    values: [userId],
  });
  return result.rows.map((row) => ({ projectId: row.project_id, version: row.version }));
};
