CREATE SCHEMA "runtime";
--> statement-breakpoint
CREATE UNLOGGED TABLE "runtime"."rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
