ALTER TABLE "discount_codes" ADD COLUMN "used_domain_key" varchar(64);--> statement-breakpoint
ALTER TABLE "referral_programs" ADD COLUMN "reward_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_programs" ADD COLUMN "reward_block_key" varchar(64);--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "referrer_block_key" varchar(64);--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "friend_block_key" varchar(64);