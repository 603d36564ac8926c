ALTER TABLE "monitoring_alerts" ADD COLUMN "likely_causes" jsonb;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD COLUMN "is_auto_resolved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Default rules nobody edited get the new spend spike and CPA rise conditions (no false alarms on
-- the demo year's ordinary weekends and holidays).
UPDATE "monitoring_rules" SET "condition" = '{"type":"change","direction":"up","percent":100,"against":"same_weekday_last_week"}'::jsonb, "min_consecutive" = 1
WHERE "default_key" = 'spend_spike' AND "updated_at" = "created_at" AND "condition" = '{"type":"anomaly","direction":"up","sensitivity":"low"}'::jsonb;--> statement-breakpoint
UPDATE "monitoring_rules" SET "condition" = '{"type":"anomaly","direction":"up","sensitivity":"low"}'::jsonb, "min_consecutive" = 2
WHERE "default_key" = 'cpa_rise' AND "updated_at" = "created_at" AND "condition" = '{"type":"change","direction":"up","percent":50,"against":"same_weekday_last_week"}'::jsonb;
--> statement-breakpoint
UPDATE "monitoring_rules" SET "condition" = '{"type":"change","direction":"down","percent":70,"against":"same_weekday_last_week"}'::jsonb
WHERE "default_key" = 'key_events_drop' AND "updated_at" = "created_at" AND "condition" = '{"type":"anomaly","direction":"down","sensitivity":"low"}'::jsonb;
