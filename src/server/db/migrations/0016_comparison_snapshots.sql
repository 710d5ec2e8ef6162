CREATE TABLE "comparison_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_type" varchar(32) NOT NULL,
	"item_set_version" integer NOT NULL,
	"bins" jsonb NOT NULL,
	"counted" integer NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_results" ADD COLUMN "item_set_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD COLUMN "answer_pattern" varchar(16);--> statement-breakpoint
CREATE INDEX "comparison_snapshots_latest_idx" ON "comparison_snapshots" USING btree ("assessment_type","item_set_version","taken_at");--> statement-breakpoint
CREATE INDEX "assessment_results_comparison_idx" ON "assessment_results" USING btree ("assessment_type","item_set_version","visitor_id","created_at");