CREATE TABLE "project_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date_from" date,
	"date_to" date,
	"title" text,
	"body" text,
	"category" text,
	"author_id" uuid,
	"source" text,
	"change" text,
	"detail" jsonb,
	"sync_run_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_events_kind" CHECK ("project_events"."kind" IN ('annotation', 'connection', 'sync', 'alert')),
	CONSTRAINT "project_events_annotation" CHECK ("project_events"."kind" <> 'annotation' OR ("project_events"."date_from" IS NOT NULL AND "project_events"."date_to" >= "project_events"."date_from" AND "project_events"."title" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "project_events" ADD CONSTRAINT "project_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_events" ADD CONSTRAINT "project_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_events_time" ON "project_events" USING btree ("project_id","occurred_at");--> statement-breakpoint
CREATE INDEX "project_events_annotation_days" ON "project_events" USING btree ("project_id","date_from") WHERE "project_events"."kind" = 'annotation';--> statement-breakpoint
CREATE UNIQUE INDEX "project_events_sync_run" ON "project_events" USING btree ("sync_run_id");