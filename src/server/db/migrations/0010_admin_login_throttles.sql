CREATE TABLE "admin_login_throttles" (
	"address" varchar(64) NOT NULL,
	"username" varchar(128) NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_login_throttles_address_username_pk" PRIMARY KEY("address","username")
);
--> statement-breakpoint
CREATE INDEX "admin_login_throttles_last_failure_idx" ON "admin_login_throttles" USING btree ("last_failure_at");