CREATE TABLE "rokhas_architect_checks" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"partner_architect_name" text,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rokhas_callback_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rokhas_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rokhas_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"folder_id" integer NOT NULL,
	"partner_comment_id" text NOT NULL,
	"author" text NOT NULL,
	"organisation" text NOT NULL,
	"body" text NOT NULL,
	"commented_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rokhas_comments_partner_uq" UNIQUE("folder_id","partner_comment_id")
);
--> statement-breakpoint
CREATE TABLE "rokhas_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rokhas_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"procedure_id" integer,
	"kind" text NOT NULL,
	"partner_folder_id" text NOT NULL,
	"partner_reference" text NOT NULL,
	"task_id" integer,
	"at" timestamp with time zone NOT NULL,
	"comment_deadline" timestamp with time zone,
	CONSTRAINT "rokhas_folders_partner_uq" UNIQUE("partner_folder_id")
);
--> statement-breakpoint
CREATE TABLE "rokhas_situations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rokhas_situations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"folder_id" integer NOT NULL,
	"partner_situation_id" text NOT NULL,
	"examination_state" text NOT NULL,
	"deposit_date" date,
	"instruction_date" date,
	"comment" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rokhas_situations_partner_uq" UNIQUE("folder_id","partner_situation_id")
);
--> statement-breakpoint
CREATE TABLE "rokhas_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rokhas_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"procedure_id" integer,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "rokhas_tasks_idempotency_uq" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_rokhas_architects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_rokhas_architects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"authorization_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_rokhas_architects_email_uq" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "sandbox_rokhas_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"folder_id" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_rokhas_folders" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"data" jsonb NOT NULL,
	"callback_url" text NOT NULL,
	"comment_deadline" timestamp with time zone,
	"request_count" integer DEFAULT 1 NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_rokhas_folders_idempotency_uq" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_rokhas_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_rokhas_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"full_name" text NOT NULL,
	"organisation" text NOT NULL,
	"password_hash" text NOT NULL,
	CONSTRAINT "sandbox_rokhas_members_username_uq" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "sandbox_rokhas_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rokhas_architect_checks" ADD CONSTRAINT "rokhas_architect_checks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rokhas_comments" ADD CONSTRAINT "rokhas_comments_folder_id_rokhas_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."rokhas_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rokhas_folders" ADD CONSTRAINT "rokhas_folders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rokhas_folders" ADD CONSTRAINT "rokhas_folders_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rokhas_folders" ADD CONSTRAINT "rokhas_folders_task_id_rokhas_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."rokhas_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rokhas_situations" ADD CONSTRAINT "rokhas_situations_folder_id_rokhas_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."rokhas_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rokhas_tasks" ADD CONSTRAINT "rokhas_tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rokhas_tasks" ADD CONSTRAINT "rokhas_tasks_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rokhas_tasks" ADD CONSTRAINT "rokhas_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_rokhas_entries" ADD CONSTRAINT "sandbox_rokhas_entries_folder_id_sandbox_rokhas_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."sandbox_rokhas_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rokhas_folders_project_idx" ON "rokhas_folders" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "rokhas_tasks_project_idx" ON "rokhas_tasks" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "rokhas_tasks_due_idx" ON "rokhas_tasks" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rokhas_tasks_one_share_uq" ON "rokhas_tasks" USING btree ("project_id") WHERE kind = 'SHARE_FOLDER' and status <> 'CANCELLED';--> statement-breakpoint
CREATE UNIQUE INDEX "rokhas_tasks_one_send_uq" ON "rokhas_tasks" USING btree ("project_id","procedure_id") WHERE kind = 'SEND_FOLDER' and status <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "sandbox_rokhas_entries_folder_idx" ON "sandbox_rokhas_entries" USING btree ("folder_id");