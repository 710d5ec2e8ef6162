DROP INDEX "assessment_results_comparison_idx";--> statement-breakpoint
DROP INDEX "comparison_snapshots_latest_idx";--> statement-breakpoint
ALTER TABLE "assessment_results" ADD COLUMN "language" varchar(8) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "comparison_snapshots" ADD COLUMN "language" varchar(8) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" varchar(8) DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "assessment_results_comparison_idx" ON "assessment_results" USING btree ("assessment_type","item_set_version","language","visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "comparison_snapshots_latest_idx" ON "comparison_snapshots" USING btree ("assessment_type","item_set_version","language","taken_at");