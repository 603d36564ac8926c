CREATE TABLE "monitoring_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"date" date NOT NULL,
	"value" double precision,
	"baseline" double precision,
	"score" double precision,
	"status" text DEFAULT 'open' NOT NULL,
	"snoozed_until" timestamp with time zone,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"resolved_at" timestamp with time zone,
	"email_claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "monitoring_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"target" jsonb NOT NULL,
	"condition" jsonb NOT NULL,
	"min_consecutive" integer NOT NULL,
	"cooldown_days" integer NOT NULL,
	"skip_weekends" boolean NOT NULL,
	"is_enabled" boolean NOT NULL,
	"is_email_enabled" boolean NOT NULL,
	"webhook_url" text,
	"default_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"url" text NOT NULL,
	"attempt" integer NOT NULL,
	"status_code" integer,
	"is_delivered" boolean NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_rule_id_monitoring_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."monitoring_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_rules" ADD CONSTRAINT "monitoring_rules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_webhook_deliveries" ADD CONSTRAINT "monitoring_webhook_deliveries_alert_id_monitoring_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."monitoring_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_webhook_deliveries" ADD CONSTRAINT "monitoring_webhook_deliveries_rule_id_monitoring_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."monitoring_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_alerts_rule_day" ON "monitoring_alerts" USING btree ("rule_id","date");--> statement-breakpoint
CREATE INDEX "monitoring_alerts_project" ON "monitoring_alerts" USING btree ("project_id","status","date");--> statement-breakpoint
CREATE INDEX "monitoring_rules_project" ON "monitoring_rules" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_rules_default" ON "monitoring_rules" USING btree ("project_id","default_key") WHERE "monitoring_rules"."default_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "monitoring_webhook_deliveries_rule" ON "monitoring_webhook_deliveries" USING btree ("rule_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_webhook_deliveries_delivered" ON "monitoring_webhook_deliveries" USING btree ("alert_id") WHERE "monitoring_webhook_deliveries"."is_delivered";