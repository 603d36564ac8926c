-- A source read through the Google connection of someone who is no longer a member of its project
-- (removed or left before this was enforced) stops reading through it, as after a disconnect: the
-- project is asked to connect again, and the former member's connection no longer lists it.
INSERT INTO project_events (project_id, kind, source, change, detail)
SELECT s.project_id, 'connection', s.kind, 'disconnected', jsonb_build_object('sourceName', s.display_name)
FROM project_sources s
JOIN google_connections c ON c.id = s.connection_id
WHERE NOT EXISTS (
  SELECT 1 FROM project_members m WHERE m.project_id = s.project_id AND m.user_id = c.user_id
);
--> statement-breakpoint
UPDATE project_sources s SET connection_id = NULL
FROM google_connections c
WHERE c.id = s.connection_id
  AND NOT EXISTS (
    SELECT 1 FROM project_members m WHERE m.project_id = s.project_id AND m.user_id = c.user_id
  );
