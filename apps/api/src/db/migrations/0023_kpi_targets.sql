CREATE TABLE "kpi_targets" (
	"project_id" uuid NOT NULL,
	"month" date NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kpi_targets_project_id_month_metric_pk" PRIMARY KEY("project_id","month","metric"),
	CONSTRAINT "kpi_targets_value_positive" CHECK ("kpi_targets"."value" > 0),
	CONSTRAINT "kpi_targets_month_first_day" CHECK (extract(day from "kpi_targets"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "kpi_targets" ADD CONSTRAINT "kpi_targets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;