-- The agency profiles now live in workspace_branding (migration 0031).
DROP TABLE "user_branding" CASCADE;