CREATE TABLE "monitoring_exploitation_years" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monitoring_exploitation_years_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"monitoring_project_id" integer NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"investment_amount" numeric(16, 2),
	"jobs_created" integer
);
--> statement-breakpoint
CREATE TABLE "monitoring_follow_up_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monitoring_follow_up_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"monitoring_project_id" integer NOT NULL,
	"milestone_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_date" date,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_follow_up_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monitoring_follow_up_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "monitoring_milestones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monitoring_milestones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"monitoring_project_id" integer NOT NULL,
	"monitoring_project_procedure_id" integer NOT NULL,
	"procedure_milestone_id" integer,
	"order_number" integer NOT NULL,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	"day_number" integer NOT NULL,
	"absolute_day_number" integer NOT NULL,
	"milestone_type" text NOT NULL,
	"verification_expected_date" date NOT NULL,
	"progress_rate" integer,
	"investment_realised" numeric(16, 2),
	"jobs_created" integer,
	"comments" text DEFAULT '' NOT NULL,
	"attachment_storage_key" text,
	"attachment_file_name" text,
	"attachment_size" bigint,
	"commission_decision" text,
	"commission_pv_storage_key" text,
	"commission_pv_file_name" text,
	"commission_pv_size" bigint,
	"action_completed" boolean DEFAULT false NOT NULL,
	"completed_by" integer,
	"completed_at" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	"disabled_by" integer,
	"disabled_at" timestamp with time zone,
	"overdue_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_project_procedures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monitoring_project_procedures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"monitoring_project_id" integer NOT NULL,
	"procedure_id" integer NOT NULL,
	CONSTRAINT "monitoring_project_procedures_uq" UNIQUE("monitoring_project_id","procedure_id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monitoring_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"origin" text NOT NULL,
	"decision_date" date NOT NULL,
	"reached_step" integer DEFAULT 0 NOT NULL,
	"planned_investment" numeric(16, 2),
	"planned_jobs" integer,
	"validated_by" integer,
	"validated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "monitoring_projects_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_provided_infos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monitoring_provided_infos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"monitoring_project_id" integer NOT NULL,
	"info_type_id" integer NOT NULL,
	"value" text,
	"choice_list_item_id" integer,
	CONSTRAINT "monitoring_provided_infos_uq" UNIQUE("monitoring_project_id","info_type_id")
);
--> statement-breakpoint
CREATE TABLE "procedure_milestones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "procedure_milestones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"procedure_id" integer NOT NULL,
	"order_milestone" integer NOT NULL,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	"day_number" integer NOT NULL,
	"milestone_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitoring_exploitation_years" ADD CONSTRAINT "monitoring_exploitation_years_monitoring_project_id_monitoring_projects_id_fk" FOREIGN KEY ("monitoring_project_id") REFERENCES "public"."monitoring_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_follow_up_actions" ADD CONSTRAINT "monitoring_follow_up_actions_monitoring_project_id_monitoring_projects_id_fk" FOREIGN KEY ("monitoring_project_id") REFERENCES "public"."monitoring_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_follow_up_actions" ADD CONSTRAINT "monitoring_follow_up_actions_milestone_id_monitoring_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."monitoring_milestones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_follow_up_actions" ADD CONSTRAINT "monitoring_follow_up_actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_follow_up_documents" ADD CONSTRAINT "monitoring_follow_up_documents_action_id_monitoring_follow_up_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."monitoring_follow_up_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_follow_up_documents" ADD CONSTRAINT "monitoring_follow_up_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_milestones" ADD CONSTRAINT "monitoring_milestones_monitoring_project_id_monitoring_projects_id_fk" FOREIGN KEY ("monitoring_project_id") REFERENCES "public"."monitoring_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_milestones" ADD CONSTRAINT "monitoring_milestones_monitoring_project_procedure_id_monitoring_project_procedures_id_fk" FOREIGN KEY ("monitoring_project_procedure_id") REFERENCES "public"."monitoring_project_procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_milestones" ADD CONSTRAINT "monitoring_milestones_procedure_milestone_id_procedure_milestones_id_fk" FOREIGN KEY ("procedure_milestone_id") REFERENCES "public"."procedure_milestones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_milestones" ADD CONSTRAINT "monitoring_milestones_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_milestones" ADD CONSTRAINT "monitoring_milestones_disabled_by_users_id_fk" FOREIGN KEY ("disabled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_project_procedures" ADD CONSTRAINT "monitoring_project_procedures_monitoring_project_id_monitoring_projects_id_fk" FOREIGN KEY ("monitoring_project_id") REFERENCES "public"."monitoring_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_project_procedures" ADD CONSTRAINT "monitoring_project_procedures_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_projects" ADD CONSTRAINT "monitoring_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_projects" ADD CONSTRAINT "monitoring_projects_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_projects" ADD CONSTRAINT "monitoring_projects_validated_by_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_provided_infos" ADD CONSTRAINT "monitoring_provided_infos_monitoring_project_id_monitoring_projects_id_fk" FOREIGN KEY ("monitoring_project_id") REFERENCES "public"."monitoring_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_provided_infos" ADD CONSTRAINT "monitoring_provided_infos_info_type_id_info_types_id_fk" FOREIGN KEY ("info_type_id") REFERENCES "public"."info_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_provided_infos" ADD CONSTRAINT "monitoring_provided_infos_choice_list_item_id_choice_list_items_id_fk" FOREIGN KEY ("choice_list_item_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_milestones" ADD CONSTRAINT "procedure_milestones_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_exploitation_years_mp_idx" ON "monitoring_exploitation_years" USING btree ("monitoring_project_id");--> statement-breakpoint
CREATE INDEX "monitoring_follow_up_actions_mp_idx" ON "monitoring_follow_up_actions" USING btree ("monitoring_project_id");--> statement-breakpoint
CREATE INDEX "monitoring_follow_up_documents_action_idx" ON "monitoring_follow_up_documents" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "monitoring_milestones_mp_idx" ON "monitoring_milestones" USING btree ("monitoring_project_id","verification_expected_date");--> statement-breakpoint
CREATE INDEX "monitoring_milestones_due_idx" ON "monitoring_milestones" USING btree ("verification_expected_date","action_completed","disabled");--> statement-breakpoint
CREATE INDEX "monitoring_projects_region_idx" ON "monitoring_projects" USING btree ("region_id","decision_date");--> statement-breakpoint
CREATE INDEX "procedure_milestones_procedure_idx" ON "procedure_milestones" USING btree ("procedure_id","order_milestone");