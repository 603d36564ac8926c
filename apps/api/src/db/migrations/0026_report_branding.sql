CREATE TABLE "project_branding" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"agency_name" text,
	"accent_color" text,
	"logo_content_type" text,
	"logo_data" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_branding_logo_whole" CHECK (("project_branding"."logo_content_type" IS NULL) = ("project_branding"."logo_data" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "user_branding" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"agency_name" text,
	"accent_color" text,
	"logo_content_type" text,
	"logo_data" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_branding_logo_whole" CHECK (("user_branding"."logo_content_type" IS NULL) = ("user_branding"."logo_data" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "project_branding" ADD CONSTRAINT "project_branding_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_branding" ADD CONSTRAINT "user_branding_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;