CREATE TABLE "digest_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"time_zone" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"time_zone" text NOT NULL,
	"is_digest_enabled" boolean DEFAULT false NOT NULL,
	"digest_hour" integer DEFAULT 8 NOT NULL,
	"alert_critical" boolean DEFAULT true NOT NULL,
	"alert_warning" boolean DEFAULT true NOT NULL,
	"alert_info" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_hour" CHECK ("notification_preferences"."digest_hour" BETWEEN 0 AND 23),
	CONSTRAINT "notification_preferences_language" CHECK ("notification_preferences"."language" IN ('cs', 'en'))
);
--> statement-breakpoint
CREATE TABLE "project_notification_preferences" (
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"is_in_digest" boolean DEFAULT true NOT NULL,
	"alert_critical" boolean,
	"alert_warning" boolean,
	"alert_info" boolean,
	CONSTRAINT "project_notification_preferences_user_id_project_id_pk" PRIMARY KEY("user_id","project_id"),
	CONSTRAINT "project_notification_preferences_alerts_whole" CHECK (("project_notification_preferences"."alert_critical" IS NULL) = ("project_notification_preferences"."alert_warning" IS NULL) AND ("project_notification_preferences"."alert_warning" IS NULL) = ("project_notification_preferences"."alert_info" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_notification_preferences" ADD CONSTRAINT "project_notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_notification_preferences" ADD CONSTRAINT "project_notification_preferences_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "digest_deliveries_once" ON "digest_deliveries" USING btree ("user_id","local_date");--> statement-breakpoint
CREATE INDEX "digest_deliveries_due" ON "digest_deliveries" USING btree ("next_attempt_at") WHERE "digest_deliveries"."state" IN ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "project_notification_preferences_project" ON "project_notification_preferences" USING btree ("project_id");