CREATE TABLE "notification_throttles" (
	"service" varchar(32) NOT NULL,
	"status" varchar(16) NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_throttles_service_status_pk" PRIMARY KEY("service","status")
);
