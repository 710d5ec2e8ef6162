CREATE TABLE "service_keys" (
	"service" varchar(32) PRIMARY KEY NOT NULL,
	"encrypted_key" text NOT NULL,
	"last_four" varchar(4) NOT NULL,
	"is_verified" boolean NOT NULL,
	"verified_at" timestamp with time zone,
	"updated_by" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
