CREATE TABLE "ads_daily" (
	"project_id" uuid NOT NULL,
	"date" date NOT NULL,
	"cost_micros" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	"impressions" bigint NOT NULL,
	"conversions" double precision NOT NULL,
	"conversion_value" numeric(18, 2) NOT NULL,
	CONSTRAINT "ads_daily_project_id_date_pk" PRIMARY KEY("project_id","date")
);
--> statement-breakpoint
ALTER TABLE "ads_daily" ADD CONSTRAINT "ads_daily_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The account's day totals of every day already stored: the sums of its campaigns' rows.
INSERT INTO "ads_daily" ("project_id", "date", "cost_micros", "clicks", "impressions", "conversions", "conversion_value")
SELECT "project_id", "date", sum("cost_micros"), sum("clicks"), sum("impressions"), sum("conversions"), sum("conversion_value")
FROM "ads_daily_campaign"
GROUP BY "project_id", "date";
