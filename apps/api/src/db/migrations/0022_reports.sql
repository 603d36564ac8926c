CREATE TABLE "report_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"password_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"opens" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"failed_window_from" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"sections" text[] NOT NULL,
	"period_kind" text NOT NULL,
	"period_days" integer,
	"comparison" text NOT NULL,
	"language" text NOT NULL,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"schedule" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_period" CHECK (("reports"."period_kind" = 'rolling' AND "reports"."period_days" BETWEEN 1 AND 366)
        OR ("reports"."period_kind" <> 'rolling' AND "reports"."period_days" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_links_token_hash" ON "report_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "report_links_report" ON "report_links" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "reports_project" ON "reports" USING btree ("project_id");