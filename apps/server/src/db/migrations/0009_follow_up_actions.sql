CREATE TABLE "follow_up_act_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_up_act_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"follow_up_action_id" integer NOT NULL,
	"requester" text NOT NULL,
	"reason" text NOT NULL,
	"act_version" integer NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_act_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_up_act_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"follow_up_action_id" integer NOT NULL,
	"version" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "follow_up_act_versions_uq" UNIQUE("follow_up_action_id","version")
);
--> statement-breakpoint
CREATE TABLE "follow_up_action_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_up_action_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"follow_up_action_id" integer NOT NULL,
	"author" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "follow_up_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_up_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"procedure_id" integer NOT NULL,
	"type" text NOT NULL,
	"recipient" text NOT NULL,
	"administration_id" integer,
	"visible_to_investor" boolean DEFAULT false NOT NULL,
	"step_title" text NOT NULL,
	"requested_document_title" text DEFAULT '' NOT NULL,
	"document_description" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"delay_days" integer NOT NULL,
	"deadline" date NOT NULL,
	"is_last_step" boolean DEFAULT false NOT NULL,
	"is_rokhas_complementary" boolean DEFAULT false NOT NULL,
	"attachment_storage_key" text,
	"attachment_file_name" text,
	"attachment_mime_type" text,
	"attachment_size" bigint,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"done_by" integer,
	"done_at" timestamp with time zone,
	"closed_reason" text,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"act_status" text,
	"act_version" integer DEFAULT 0 NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"signed_storage_key" text,
	"signed_file_name" text,
	"signed_by" integer,
	"signed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "follow_up_act_revisions" ADD CONSTRAINT "follow_up_act_revisions_follow_up_action_id_follow_up_actions_id_fk" FOREIGN KEY ("follow_up_action_id") REFERENCES "public"."follow_up_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_act_revisions" ADD CONSTRAINT "follow_up_act_revisions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_act_versions" ADD CONSTRAINT "follow_up_act_versions_follow_up_action_id_follow_up_actions_id_fk" FOREIGN KEY ("follow_up_action_id") REFERENCES "public"."follow_up_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_act_versions" ADD CONSTRAINT "follow_up_act_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_action_documents" ADD CONSTRAINT "follow_up_action_documents_follow_up_action_id_follow_up_actions_id_fk" FOREIGN KEY ("follow_up_action_id") REFERENCES "public"."follow_up_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_action_documents" ADD CONSTRAINT "follow_up_action_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_actions" ADD CONSTRAINT "follow_up_actions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_actions" ADD CONSTRAINT "follow_up_actions_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_actions" ADD CONSTRAINT "follow_up_actions_administration_id_administrations_id_fk" FOREIGN KEY ("administration_id") REFERENCES "public"."administrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_actions" ADD CONSTRAINT "follow_up_actions_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_actions" ADD CONSTRAINT "follow_up_actions_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_actions" ADD CONSTRAINT "follow_up_actions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_actions" ADD CONSTRAINT "follow_up_actions_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_actions" ADD CONSTRAINT "follow_up_actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_up_act_revisions_fua_idx" ON "follow_up_act_revisions" USING btree ("follow_up_action_id");--> statement-breakpoint
CREATE INDEX "follow_up_action_documents_fua_idx" ON "follow_up_action_documents" USING btree ("follow_up_action_id");--> statement-breakpoint
CREATE INDEX "follow_up_actions_project_idx" ON "follow_up_actions" USING btree ("project_id","procedure_id");--> statement-breakpoint
CREATE INDEX "follow_up_actions_open_idx" ON "follow_up_actions" USING btree ("status","recipient");--> statement-breakpoint
CREATE INDEX "follow_up_actions_act_idx" ON "follow_up_actions" USING btree ("act_status");