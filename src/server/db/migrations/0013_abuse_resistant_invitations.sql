CREATE TABLE "email_suppressions" (
	"mailbox_key" varchar(64) PRIMARY KEY NOT NULL,
	"reason" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailgun_webhook_tokens" (
	"token" varchar(128) PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_limits" (
	"purpose" varchar(32) NOT NULL,
	"mailbox_key" varchar(64) NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mailbox_limits_purpose_mailbox_key_pk" PRIMARY KEY("purpose","mailbox_key")
);
--> statement-breakpoint
DROP INDEX "referrals_referrer_friend_idx";--> statement-breakpoint
ALTER TABLE "captured_emails" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "friend_mailbox_key" varchar(64);--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "is_mailed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referrer_mailbox_idx" ON "referrals" USING btree ("referrer_visitor_id","friend_mailbox_key");--> statement-breakpoint
-- Invitations accepted before acceptance was timed complete, as they did then, with an assessment after the invitation.
UPDATE "referrals" SET "accepted_at" = "created_at" WHERE "friend_visitor_id" IS NOT NULL;
