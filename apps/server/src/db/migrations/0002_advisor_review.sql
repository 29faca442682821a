CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "project_document_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_document_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"document_type_id" integer NOT NULL,
	"owner" text NOT NULL,
	"administration_id" integer,
	"deadline" date NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provided_document_id" integer,
	"fulfilled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_shared_administrations" (
	"project_id" integer NOT NULL,
	"administration_id" integer NOT NULL,
	"shared_by" integer,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_shared_administrations_project_id_administration_id_pk" PRIMARY KEY("project_id","administration_id")
);
--> statement-breakpoint
ALTER TABLE "project_procedures" ADD COLUMN "state" text DEFAULT 'EDITING' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "latest_phase" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "latest_phase_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "latest_investor_phase" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "deposited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "validated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "crui_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "is_already_reprogrammed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_document_requests" ADD CONSTRAINT "project_document_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_document_requests" ADD CONSTRAINT "project_document_requests_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_document_requests" ADD CONSTRAINT "project_document_requests_administration_id_administrations_id_fk" FOREIGN KEY ("administration_id") REFERENCES "public"."administrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_document_requests" ADD CONSTRAINT "project_document_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_document_requests" ADD CONSTRAINT "project_document_requests_provided_document_id_provided_documents_id_fk" FOREIGN KEY ("provided_document_id") REFERENCES "public"."provided_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_shared_administrations" ADD CONSTRAINT "project_shared_administrations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_shared_administrations" ADD CONSTRAINT "project_shared_administrations_administration_id_administrations_id_fk" FOREIGN KEY ("administration_id") REFERENCES "public"."administrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_shared_administrations" ADD CONSTRAINT "project_shared_administrations_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_document_requests_project_idx" ON "project_document_requests" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_shared_administrations_admin_idx" ON "project_shared_administrations" USING btree ("administration_id");--> statement-breakpoint
CREATE INDEX "projects_region_phase_idx" ON "projects" USING btree ("region_id","latest_phase","latest_phase_at");--> statement-breakpoint
CREATE INDEX "projects_advisor_phase_idx" ON "projects" USING btree ("advisor_id","latest_phase","latest_phase_at");--> statement-breakpoint
CREATE INDEX "projects_region_crui_date_idx" ON "projects" USING btree ("region_id","crui_date");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_reference_trgm_idx" ON "projects" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
-- Backfill of the columns recordPhase keeps from now on.
UPDATE "projects" p SET
	"latest_phase" = (SELECT pp."title"::text FROM "project_phases" pp WHERE pp."project_id" = p."id" ORDER BY pp."id" DESC LIMIT 1),
	"latest_phase_at" = (SELECT pp."created_at" FROM "project_phases" pp WHERE pp."project_id" = p."id" ORDER BY pp."id" DESC LIMIT 1),
	"latest_investor_phase" = (SELECT pp."title"::text FROM "project_phases" pp WHERE pp."project_id" = p."id" AND pp."visible_to_investor" ORDER BY pp."id" DESC LIMIT 1),
	"deposited_at" = (SELECT min(pp."created_at") FROM "project_phases" pp WHERE pp."project_id" = p."id" AND pp."title" = 'IN_REVIEW');--> statement-breakpoint
UPDATE "project_procedures" pp SET "state" = CASE WHEN NOT pp."active" THEN 'NONE' WHEN (SELECT p."deposited_at" FROM "projects" p WHERE p."id" = pp."project_id") IS NOT NULL THEN 'TIME' ELSE 'EDITING' END;
