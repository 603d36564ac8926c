ALTER TABLE "project_sources" ADD COLUMN "run_trigger" text;--> statement-breakpoint
ALTER TABLE "project_sources" ADD COLUMN "run_status" text;--> statement-breakpoint
ALTER TABLE "project_sources" ADD COLUMN "run_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_sources" ADD COLUMN "run_chunks_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_sources" ADD COLUMN "run_chunks_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_sources" ADD COLUMN "has_failed_run" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_sources" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "project_sources" ADD COLUMN "failure_message" text;--> statement-breakpoint
ALTER TABLE "project_sources" ADD COLUMN "failure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_sources" ADD COLUMN "data_from" date;--> statement-breakpoint
ALTER TABLE "project_sources" ADD COLUMN "data_to" date;--> statement-breakpoint
-- A source's sync state, recomputed in the writing transaction whenever one of its inputs changes
-- (its runs, their chunks, its stored days), so reading it is one row per source. The row is
-- locked first and the state read afterwards: in READ COMMITTED each statement of this function
-- sees a fresh snapshot, so of two transactions changing a source's inputs at once the second
-- waits for the first to commit and then counts both changes (none is lost).
CREATE FUNCTION "refresh_source_state"(p_project uuid, p_kind text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "project_sources" WHERE "project_id" = p_project AND "kind" = p_kind FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  UPDATE "project_sources" s SET
    "run_trigger" = lr."trigger",
    "run_status" = lr."status",
    "run_retry_at" = lr."retry_at",
    "run_chunks_total" = coalesce(ch."total", 0),
    "run_chunks_done" = coalesce(ch."done", 0),
    "has_failed_run" = lf."project_id" IS NOT NULL,
    "failure_code" = lf."error_code",
    "failure_message" = lf."error_message",
    "failure_at" = lf."finished_at",
    "data_from" = CASE p_kind
      WHEN 'analytics' THEN (SELECT min(g."date") FROM "ga_daily" g WHERE g."project_id" = p_project)
      ELSE (SELECT min(a."date") FROM "ads_daily" a WHERE a."project_id" = p_project)
    END,
    "data_to" = CASE p_kind
      WHEN 'analytics' THEN (SELECT max(g."date") FROM "ga_daily" g WHERE g."project_id" = p_project)
      ELSE (SELECT max(a."date") FROM "ads_daily" a WHERE a."project_id" = p_project)
    END
  FROM (SELECT 1) one
  LEFT JOIN LATERAL (
    SELECT r."id", r."trigger", r."status", r."retry_at" FROM "sync_runs" r
    WHERE r."project_id" = p_project AND r."kind" = p_kind
    ORDER BY r."created_at" DESC
    LIMIT 1
  ) lr ON true
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS "total", count(c."done_at")::int AS "done"
    FROM "sync_chunks" c WHERE c."run_id" = lr."id"
  ) ch ON true
  LEFT JOIN LATERAL (
    SELECT r."project_id", r."error_code", r."error_message", r."finished_at" FROM "sync_runs" r
    WHERE r."project_id" = p_project AND r."kind" = p_kind AND r."status" = 'failed'
    ORDER BY r."finished_at" DESC
    LIMIT 1
  ) lf ON true
  WHERE s."project_id" = p_project AND s."kind" = p_kind;
END
$$;
--> statement-breakpoint
-- Runs: the statement's changed rows name the sources (transition tables allow one event per trigger).
CREATE FUNCTION "refresh_source_state_of_runs"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_source_state"(x."project_id", x."kind")
  FROM (SELECT DISTINCT "project_id", "kind" FROM "changed") x
  ORDER BY x."project_id", x."kind";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sync_runs_inserted_state" AFTER INSERT ON "sync_runs"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_source_state_of_runs"();
--> statement-breakpoint
CREATE TRIGGER "sync_runs_updated_state" AFTER UPDATE ON "sync_runs"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_source_state_of_runs"();
--> statement-breakpoint
CREATE TRIGGER "sync_runs_deleted_state" AFTER DELETE ON "sync_runs"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_source_state_of_runs"();
--> statement-breakpoint
-- Chunks: their run names the source (a run deleted with its chunks was refreshed by its own trigger).
CREATE FUNCTION "refresh_source_state_of_chunks"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_source_state"(x."project_id", x."kind")
  FROM (
    SELECT DISTINCT r."project_id", r."kind" FROM "changed" c JOIN "sync_runs" r ON r."id" = c."run_id"
  ) x
  ORDER BY x."project_id", x."kind";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sync_chunks_inserted_state" AFTER INSERT ON "sync_chunks"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_source_state_of_chunks"();
--> statement-breakpoint
CREATE TRIGGER "sync_chunks_updated_state" AFTER UPDATE ON "sync_chunks"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_source_state_of_chunks"();
--> statement-breakpoint
CREATE TRIGGER "sync_chunks_deleted_state" AFTER DELETE ON "sync_chunks"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_source_state_of_chunks"();
--> statement-breakpoint
-- Stored days: the first trigger argument is the source kind the table holds.
CREATE FUNCTION "refresh_source_state_of_days"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_source_state"(x."project_id", TG_ARGV[0])
  FROM (SELECT DISTINCT "project_id" FROM "changed") x
  ORDER BY x."project_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ga_daily_inserted_state" AFTER INSERT ON "ga_daily"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_source_state_of_days"('analytics');
--> statement-breakpoint
CREATE TRIGGER "ga_daily_deleted_state" AFTER DELETE ON "ga_daily"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_source_state_of_days"('analytics');
--> statement-breakpoint
CREATE TRIGGER "ads_daily_inserted_state" AFTER INSERT ON "ads_daily"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_source_state_of_days"('ads');
--> statement-breakpoint
CREATE TRIGGER "ads_daily_deleted_state" AFTER DELETE ON "ads_daily"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_source_state_of_days"('ads');
--> statement-breakpoint
-- A source chosen again (after a disconnect) starts from what is already stored for it.
CREATE FUNCTION "refresh_source_state_of_new_source"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_source_state"(NEW."project_id", NEW."kind");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "project_sources_inserted_state" AFTER INSERT ON "project_sources"
  FOR EACH ROW EXECUTE FUNCTION "refresh_source_state_of_new_source"();
--> statement-breakpoint
SELECT "refresh_source_state"("project_id", "kind") FROM "project_sources";
