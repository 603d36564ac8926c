ALTER TABLE "monitoring_rules" ADD COLUMN "severity" text DEFAULT 'warning' NOT NULL;--> statement-breakpoint
-- "Tracking stopped" means nothing is measured until someone fixes it: critical; every other rule stays a warning.
UPDATE "monitoring_rules" SET "severity" = 'critical' WHERE "default_key" = 'tracking_stopped';
