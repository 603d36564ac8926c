CREATE TABLE "workspace_branding" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"agency_name" text,
	"accent_color" text,
	"logo_content_type" text,
	"logo_data" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_branding_logo_whole" CHECK (("workspace_branding"."logo_content_type" IS NULL) = ("workspace_branding"."logo_data" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "workspace_branding" ADD CONSTRAINT "workspace_branding_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each person's agency profile becomes their personal workspace's branding: every project they
-- owned is there (migration 0029), so every report keeps the branding it had.
INSERT INTO "workspace_branding" ("workspace_id", "agency_name", "accent_color", "logo_content_type", "logo_data", "updated_at")
SELECT w."id", b."agency_name", b."accent_color", b."logo_content_type", b."logo_data", b."updated_at"
FROM "user_branding" b
JOIN "workspaces" w ON w."personal_of" = b."user_id";
