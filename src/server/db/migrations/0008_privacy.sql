CREATE TABLE "data_access_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"session_hash" varchar(64),
	"session_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_access_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "data_access_links_session_hash_unique" UNIQUE("session_hash")
);
--> statement-breakpoint
CREATE TABLE "erasure_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" varchar(16) NOT NULL,
	"requested_by" varchar(128),
	"counts" jsonb NOT NULL,
	"orders_kept" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_assessment_result_id_assessment_results_id_fk";
--> statement-breakpoint
ALTER TABLE "assessment_results" ALTER COLUMN "visitor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "visitor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "assessment_result_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ALTER COLUMN "friend_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consent_policy_version" varchar(32);--> statement-breakpoint
CREATE INDEX "data_access_links_email_idx" ON "data_access_links" USING btree ("email");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assessment_result_id_assessment_results_id_fk" FOREIGN KEY ("assessment_result_id") REFERENCES "public"."assessment_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree (lower("email"));