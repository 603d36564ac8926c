CREATE TABLE "budgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cycle_kind" text NOT NULL,
	"start_day" integer,
	"flight_from" date,
	"flight_to" date,
	"campaign_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"fee_percent" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_amount_positive" CHECK ("budgets"."amount" > 0),
	CONSTRAINT "budgets_cycle" CHECK (("budgets"."cycle_kind" = 'monthly' AND "budgets"."start_day" BETWEEN 1 AND 28 AND "budgets"."flight_from" IS NULL AND "budgets"."flight_to" IS NULL)
        OR ("budgets"."cycle_kind" = 'flight' AND "budgets"."start_day" IS NULL AND "budgets"."flight_from" <= "budgets"."flight_to"))
);
--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budgets_project" ON "budgets" USING btree ("project_id");