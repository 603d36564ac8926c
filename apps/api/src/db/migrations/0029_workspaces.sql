CREATE TABLE "workspace_members" (
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id"),
	CONSTRAINT "workspace_members_role" CHECK ("workspace_members"."role" IN ('owner', 'manager', 'member'))
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text NOT NULL,
	"name" text,
	"personal_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_uid_unique" UNIQUE("uid"),
	CONSTRAINT "workspaces_personal_of_unique" UNIQUE("personal_of")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_personal_of_users_id_fk" FOREIGN KEY ("personal_of") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_members_user" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_members_one_owner" ON "workspace_members" USING btree ("workspace_id") WHERE "workspace_members"."role" = 'owner';--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_workspace" ON "projects" USING btree ("workspace_id");--> statement-breakpoint
-- Everyone who has signed in gets a personal workspace, which they own. Its uid: 21 URL-safe
-- random characters, as the API makes them.
INSERT INTO "workspaces" ("uid", "personal_of", "created_at")
SELECT translate(substr(encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'base64'), 1, 21), '+/', '-_'), "id", "created_at" FROM "users";--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "created_at")
SELECT "id", "personal_of", 'owner', "created_at" FROM "workspaces" WHERE "personal_of" IS NOT NULL;--> statement-breakpoint
-- A project moves into its owner's personal workspace: its creator while still an owner, else the
-- owner who has been a member longest. Its owner there was an owner of the project already, and
-- every project role stays, so nobody gains or loses access.
UPDATE "projects" AS p SET "workspace_id" = w."id"
FROM (
  SELECT DISTINCT ON (pm."project_id") pm."project_id", pm."user_id"
  FROM "project_members" pm
  JOIN "projects" pr ON pr."id" = pm."project_id"
  WHERE pm."role" = 'owner'
  ORDER BY pm."project_id", (pm."user_id" = pr."created_by") DESC NULLS LAST, pm."created_at", pm."user_id"
) AS o
JOIN "workspaces" w ON w."personal_of" = o."user_id"
WHERE p."id" = o."project_id";--> statement-breakpoint
-- A project without an owner (its owners' accounts are gone) gets a workspace of its own, with no
-- members: its project members keep exactly their roles.
DO $$
DECLARE orphan RECORD; created uuid;
BEGIN
  FOR orphan IN SELECT "id", "name" FROM "projects" WHERE "workspace_id" IS NULL LOOP
    INSERT INTO "workspaces" ("uid", "name") VALUES (translate(substr(encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'base64'), 1, 21), '+/', '-_'), orphan."name")
    RETURNING "id" INTO created;
    UPDATE "projects" SET "workspace_id" = created WHERE "id" = orphan."id";
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
-- Who reaches which project as what: the highest of the project role and the workspace's (owner:
-- owner, manager: editor). `effectiveProjectRole` in the contracts is the same rule.
CREATE VIEW "project_access" AS
SELECT g."project_id", g."user_id",
  (CASE max(g."rank") WHEN 3 THEN 'owner' WHEN 2 THEN 'editor' ELSE 'viewer' END) AS "role"
FROM (
  SELECT pm."project_id", pm."user_id",
    (CASE pm."role" WHEN 'owner' THEN 3 WHEN 'editor' THEN 2 ELSE 1 END) AS "rank"
  FROM "project_members" pm
  UNION ALL
  SELECT p."id", wm."user_id", (CASE wm."role" WHEN 'owner' THEN 3 ELSE 2 END)
  FROM "projects" p
  JOIN "workspace_members" wm ON wm."workspace_id" = p."workspace_id" AND wm."role" IN ('owner', 'manager')
) AS g
GROUP BY g."project_id", g."user_id";
