CREATE TABLE "attempt_counters" (
	"purpose" varchar(32) NOT NULL,
	"subject" varchar(64) NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "attempt_counters_purpose_subject_pk" PRIMARY KEY("purpose","subject")
);
--> statement-breakpoint
CREATE TABLE "mailbox_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"mailbox_key" varchar(64) NOT NULL,
	"send_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mailbox_sends_key_idx" ON "mailbox_sends" USING btree ("purpose","mailbox_key","send_at");