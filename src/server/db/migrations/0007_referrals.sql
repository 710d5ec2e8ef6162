CREATE TABLE "referral_programs" (
	"visitor_id" varchar(64) PRIMARY KEY NOT NULL,
	"referral_code" varchar(16) NOT NULL,
	"rewards_claimed" boolean DEFAULT false NOT NULL,
	"reward_code" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_programs_referral_code_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_visitor_id" varchar(64) NOT NULL,
	"friend_email" text NOT NULL,
	"invite_token" varchar(64) NOT NULL,
	"friend_visitor_id" varchar(64),
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_invite_token_unique" UNIQUE("invite_token")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referrer_friend_idx" ON "referrals" USING btree ("referrer_visitor_id","friend_email");--> statement-breakpoint
CREATE INDEX "referrals_friend_visitor_idx" ON "referrals" USING btree ("friend_visitor_id");