CREATE TABLE "report_pdfs" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"assessment_result_id" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"rendered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_pdfs" ADD CONSTRAINT "report_pdfs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_pdfs" ADD CONSTRAINT "report_pdfs_assessment_result_id_assessment_results_id_fk" FOREIGN KEY ("assessment_result_id") REFERENCES "public"."assessment_results"("id") ON DELETE cascade ON UPDATE no action;