ALTER TABLE "project_events" DROP CONSTRAINT "project_events_kind";--> statement-breakpoint
ALTER TABLE "project_events" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "project_events" ADD CONSTRAINT "project_events_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_events" ADD CONSTRAINT "project_events_kind" CHECK ("project_events"."kind" IN ('annotation', 'connection', 'sync', 'alert', 'member'));