CREATE TABLE "recourses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recourses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"explanation" text NOT NULL,
	"honour_declaration" boolean NOT NULL,
	"provided_document_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"request_storage_key" text NOT NULL,
	"request_file_name" text NOT NULL,
	"request_mime_type" text NOT NULL,
	"request_size" bigint NOT NULL,
	"appealed_decision" text NOT NULL,
	"filed_by" integer,
	"filed_at" timestamp with time zone NOT NULL,
	"file_deadline" date NOT NULL,
	"decision_deadline" date NOT NULL,
	"synthesis" text,
	"qualification" text,
	"instructed_by" integer,
	"instructed_at" timestamp with time zone,
	"decision" text,
	"comments_for_investor" text,
	"commission_recommendation" text,
	"decision_storage_key" text,
	"decision_file_name" text,
	"decision_mime_type" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"overdue_noted_at" timestamp with time zone,
	"silence_notice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recourses_project_type_uq" UNIQUE("project_id","type")
);
--> statement-breakpoint
ALTER TABLE "recourses" ADD CONSTRAINT "recourses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recourses" ADD CONSTRAINT "recourses_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recourses" ADD CONSTRAINT "recourses_instructed_by_users_id_fk" FOREIGN KEY ("instructed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recourses" ADD CONSTRAINT "recourses_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recourses_decision_deadline_idx" ON "recourses" USING btree ("decision_deadline");