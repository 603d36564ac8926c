CREATE TABLE "workspace_notification_defaults" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"language" text,
	"alert_critical" boolean NOT NULL,
	"alert_warning" boolean NOT NULL,
	"alert_info" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_notification_defaults_language" CHECK ("workspace_notification_defaults"."language" IS NULL OR "workspace_notification_defaults"."language" IN ('cs', 'en'))
);
--> statement-breakpoint
ALTER TABLE "workspace_notification_defaults" ADD CONSTRAINT "workspace_notification_defaults_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;