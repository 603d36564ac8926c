ALTER TABLE "monitoring_alerts" ADD COLUMN "resolution" text;--> statement-breakpoint
UPDATE "monitoring_alerts" SET "resolution" = CASE WHEN "is_auto_resolved" THEN 'recovered' ELSE 'person' END WHERE "status" = 'resolved';
