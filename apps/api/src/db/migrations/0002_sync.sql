CREATE TABLE "ads_ad_groups" (
	"project_id" uuid NOT NULL,
	"ad_group_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "ads_ad_groups_project_id_ad_group_id_pk" PRIMARY KEY("project_id","ad_group_id")
);
--> statement-breakpoint
CREATE TABLE "ads_campaigns" (
	"project_id" uuid NOT NULL,
	"campaign_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"channel_type" text,
	CONSTRAINT "ads_campaigns_project_id_campaign_id_pk" PRIMARY KEY("project_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "ads_change_events" (
	"project_id" uuid NOT NULL,
	"resource_name" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"campaign_id" text,
	"campaign_name" text,
	"resource_type" text NOT NULL,
	"change" text NOT NULL,
	"changed_fields" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	CONSTRAINT "ads_change_events_project_id_resource_name_pk" PRIMARY KEY("project_id","resource_name")
);
--> statement-breakpoint
CREATE TABLE "ads_daily_ad_group" (
	"project_id" uuid NOT NULL,
	"date" date NOT NULL,
	"campaign_id" text NOT NULL,
	"ad_group_id" text NOT NULL,
	"cost_micros" bigint NOT NULL,
	"clicks" integer NOT NULL,
	"impressions" integer NOT NULL,
	"conversions" double precision NOT NULL,
	"conversion_value" numeric(18, 2) NOT NULL,
	CONSTRAINT "ads_daily_ad_group_project_id_date_ad_group_id_pk" PRIMARY KEY("project_id","date","ad_group_id")
);
--> statement-breakpoint
CREATE TABLE "ads_daily_campaign" (
	"project_id" uuid NOT NULL,
	"date" date NOT NULL,
	"campaign_id" text NOT NULL,
	"cost_micros" bigint NOT NULL,
	"clicks" integer NOT NULL,
	"impressions" integer NOT NULL,
	"conversions" double precision NOT NULL,
	"conversion_value" numeric(18, 2) NOT NULL,
	CONSTRAINT "ads_daily_campaign_project_id_date_campaign_id_pk" PRIMARY KEY("project_id","date","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "ga_daily" (
	"project_id" uuid NOT NULL,
	"date" date NOT NULL,
	"sessions" integer NOT NULL,
	"engaged_sessions" integer NOT NULL,
	"screen_page_views" integer NOT NULL,
	"key_events" double precision NOT NULL,
	"total_revenue" numeric(18, 2) NOT NULL,
	"total_users" integer NOT NULL,
	"new_users" integer NOT NULL,
	CONSTRAINT "ga_daily_project_id_date_pk" PRIMARY KEY("project_id","date")
);
--> statement-breakpoint
CREATE TABLE "ga_daily_dimension" (
	"project_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"date" date NOT NULL,
	"value" text NOT NULL,
	"sessions" integer NOT NULL,
	"engaged_sessions" integer NOT NULL,
	"screen_page_views" integer NOT NULL,
	"key_events" double precision NOT NULL,
	"total_revenue" numeric(18, 2) NOT NULL,
	CONSTRAINT "ga_daily_dimension_project_id_dimension_date_value_pk" PRIMARY KEY("project_id","dimension","date","value")
);
--> statement-breakpoint
CREATE TABLE "ga_range_users" (
	"project_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"total_users" integer NOT NULL,
	"new_users" integer NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ga_range_users_project_id_from_date_to_date_pk" PRIMARY KEY("project_id","from_date","to_date")
);
--> statement-breakpoint
CREATE TABLE "google_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"google_email" text,
	"scopes" text[] NOT NULL,
	"key_id" text NOT NULL,
	"refresh_token_ciphertext" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_connections_status" CHECK ("google_connections"."status" IN ('active', 'reconnect_needed', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"browser_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"return_to" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_sources" (
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"connection_id" uuid,
	"connected_by" uuid NOT NULL,
	"external_id" text NOT NULL,
	"parent_id" text,
	"display_name" text NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	"quota_remaining_hour" integer,
	"quota_observed_at" timestamp with time zone,
	CONSTRAINT "project_sources_project_id_kind_pk" PRIMARY KEY("project_id","kind")
);
--> statement-breakpoint
CREATE TABLE "project_sync_requests" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_chunks" (
	"run_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"step" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "sync_chunks_run_id_seq_pk" PRIMARY KEY("run_id","seq")
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"retry_at" timestamp with time zone,
	"error_code" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ads_ad_groups" ADD CONSTRAINT "ads_ad_groups_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_campaigns" ADD CONSTRAINT "ads_campaigns_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_change_events" ADD CONSTRAINT "ads_change_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_daily_ad_group" ADD CONSTRAINT "ads_daily_ad_group_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_daily_campaign" ADD CONSTRAINT "ads_daily_campaign_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ga_daily" ADD CONSTRAINT "ga_daily_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ga_daily_dimension" ADD CONSTRAINT "ga_daily_dimension_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ga_range_users" ADD CONSTRAINT "ga_range_users_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_connections" ADD CONSTRAINT "google_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sources" ADD CONSTRAINT "project_sources_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sources" ADD CONSTRAINT "project_sources_connection_id_google_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."google_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sources" ADD CONSTRAINT "project_sources_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sync_requests" ADD CONSTRAINT "project_sync_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_chunks" ADD CONSTRAINT "sync_chunks_run_id_sync_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."sync_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_change_events_time" ON "ads_change_events" USING btree ("project_id","changed_at");--> statement-breakpoint
CREATE INDEX "google_connections_user" ON "google_connections" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_sources_connection" ON "project_sources" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "sync_runs_project" ON "sync_runs" USING btree ("project_id","kind","created_at");