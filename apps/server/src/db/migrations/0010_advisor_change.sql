CREATE TABLE "advisor_change_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advisor_change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"requested_by" integer,
	"from_advisor_id" integer,
	"proposed_advisor_id" integer,
	"reason" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"new_advisor_id" integer,
	"refusal_reason" text
);
--> statement-breakpoint
ALTER TABLE "advisor_change_requests" ADD CONSTRAINT "advisor_change_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_change_requests" ADD CONSTRAINT "advisor_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_change_requests" ADD CONSTRAINT "advisor_change_requests_from_advisor_id_advisors_id_fk" FOREIGN KEY ("from_advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_change_requests" ADD CONSTRAINT "advisor_change_requests_proposed_advisor_id_advisors_id_fk" FOREIGN KEY ("proposed_advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_change_requests" ADD CONSTRAINT "advisor_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_change_requests" ADD CONSTRAINT "advisor_change_requests_new_advisor_id_advisors_id_fk" FOREIGN KEY ("new_advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advisor_change_requests_one_pending" ON "advisor_change_requests" USING btree ("project_id") WHERE "advisor_change_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "advisor_change_requests_status_idx" ON "advisor_change_requests" USING btree ("status","created_at");