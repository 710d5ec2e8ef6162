CREATE TABLE "assessment_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor_id" varchar(64) NOT NULL,
	"assessment_type" varchar(32) NOT NULL,
	"responses" jsonb NOT NULL,
	"score" integer NOT NULL,
	"subscores" jsonb,
	"level" varchar(16) NOT NULL,
	"email" text,
	"preliminary_generated" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "assessment_results_visitor_idx" ON "assessment_results" USING btree ("visitor_id");