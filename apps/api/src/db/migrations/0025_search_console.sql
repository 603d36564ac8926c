CREATE TABLE "gsc_daily" (
	"project_id" uuid NOT NULL,
	"date" date NOT NULL,
	"clicks" bigint NOT NULL,
	"impressions" bigint NOT NULL,
	"position_sum" double precision NOT NULL,
	CONSTRAINT "gsc_daily_project_id_date_pk" PRIMARY KEY("project_id","date")
);
--> statement-breakpoint
CREATE TABLE "gsc_daily_dimension" (
	"project_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"date" date NOT NULL,
	"value" text NOT NULL,
	"clicks" bigint NOT NULL,
	"impressions" bigint NOT NULL,
	"position_sum" double precision NOT NULL,
	CONSTRAINT "gsc_daily_dimension_project_id_dimension_date_value_pk" PRIMARY KEY("project_id","dimension","date","value")
);
--> statement-breakpoint
ALTER TABLE "gsc_daily" ADD CONSTRAINT "gsc_daily_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gsc_daily_dimension" ADD CONSTRAINT "gsc_daily_dimension_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Search Console's stored days keep its source's first and last day like GA4's and Ads' (0013).
CREATE OR REPLACE FUNCTION "refresh_source_state"(p_project uuid, p_kind text) RETURNS void
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
      WHEN 'search_console' THEN (SELECT min(s."date") FROM "gsc_daily" s WHERE s."project_id" = p_project)
      ELSE (SELECT min(a."date") FROM "ads_daily" a WHERE a."project_id" = p_project)
    END,
    "data_to" = CASE p_kind
      WHEN 'analytics' THEN (SELECT max(g."date") FROM "ga_daily" g WHERE g."project_id" = p_project)
      WHEN 'search_console' THEN (SELECT max(s."date") FROM "gsc_daily" s WHERE s."project_id" = p_project)
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
CREATE TRIGGER "gsc_daily_inserted_state" AFTER INSERT ON "gsc_daily"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_source_state_of_days"('search_console');
--> statement-breakpoint
CREATE TRIGGER "gsc_daily_deleted_state" AFTER DELETE ON "gsc_daily"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_source_state_of_days"('search_console');
