CREATE TYPE "public"."advancement_stage" AS ENUM('PROSPECTING', 'PREPARING', 'CONSTITUTING', 'STARTING');--> statement-breakpoint
CREATE TYPE "public"."framing_investor_type" AS ENUM('PHYSICAL_PERSON', 'CORPORATE_ENTITY', 'SELF_EMPLOYED');--> statement-breakpoint
CREATE TYPE "public"."land_assignment_type" AS ENUM('SALE', 'RENTAL', 'CONCESSION');--> statement-breakpoint
CREATE TYPE "public"."land_situation" AS ENUM('EXISTS', 'LOOKING_FOR_LAND', 'IDENTIFIED');--> statement-breakpoint
CREATE TYPE "public"."project_phase_title" AS ENUM('DRAFT', 'IN_REVIEW', 'COMPLEMENTS_IN_REVIEW', 'FILLED', 'SCHEDULED', 'UNSCHEDULED', 'INVESTOR_EDITING', 'SHARED_TO_CRUI_MEMBERS', 'REVIEWED_IN_CRUI', 'RECOURSE_REQUESTED', 'RECOURSE_REVIEWED_CRUI', 'MINISTERIAL_RECOURSE_REQUESTED', 'RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE', 'WAITING_FOR_ADMINISTRATION_DOCUMENTS', 'DRAFT_NEW_PROCEDURE', 'RAISE_RESERVATION_CONFIRMED', 'SHARED_FOLDER_WITH_ROKHAS', 'SHARED_FOLDER_WITH_ROKHAS_VERIFICATION', 'DATA_VERIFICATION_WITH_PARTNER', 'ARCHIVED', 'RESTORED');--> statement-breakpoint
CREATE TABLE "appointment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appointment_id" integer NOT NULL,
	"event" text NOT NULL,
	"actor_user_id" integer,
	"scheduled_start" timestamp,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"region_id" integer NOT NULL,
	"advisor_id" integer,
	"framing_form_id" integer,
	"project_id" integer,
	"subject" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"requester_name" text DEFAULT '' NOT NULL,
	"requester_email" text DEFAULT '' NOT NULL,
	"requester_phone" text,
	"language" text DEFAULT 'fr' NOT NULL,
	"status" text DEFAULT 'TO_BE_SCHEDULED' NOT NULL,
	"scheduled_start" timestamp,
	"scheduled_end" timestamp,
	"cancellation_reason" text,
	"project_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provided_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provided_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"document_type_id" integer NOT NULL,
	"procedure_id" integer,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"advisor_validation" boolean,
	"advisor_feedback" text,
	"thumbnail_key" text,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "framing_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "framing_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"advisor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"investor_type" "framing_investor_type",
	"legal_form_family_id" integer,
	"identity_number" text DEFAULT '' NOT NULL,
	"project_name" text DEFAULT '' NOT NULL,
	"sector_id" integer,
	"category_id" integer,
	"subcategory_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"total_invested_amount" numeric(16, 2),
	"number_of_created_jobs" integer,
	"yearly_results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"advancement_stage" "advancement_stage",
	"land_situation" "land_situation",
	"land_needed" boolean DEFAULT false NOT NULL,
	"min_area_ha" numeric(6, 2),
	"max_area_ha" numeric(6, 2),
	"vocation_id" integer,
	"assignment_type" "land_assignment_type",
	"budget_min_per_m2" numeric(12, 2),
	"budget_max_per_m2" numeric(12, 2),
	"construction_needed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "framing_forms_min_area_ck" CHECK ("framing_forms"."min_area_ha" is null or "framing_forms"."min_area_ha" between 0.1 and 150),
	CONSTRAINT "framing_forms_max_area_ck" CHECK ("framing_forms"."max_area_ha" is null or "framing_forms"."max_area_ha" between 0.1 and 150),
	CONSTRAINT "framing_forms_description_ck" CHECK (char_length("framing_forms"."description") <= 500)
);
--> statement-breakpoint
CREATE TABLE "procedure_recommendation_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"procedure_id" integer NOT NULL,
	"conditions" jsonb NOT NULL,
	"reason_fr" text NOT NULL,
	"reason_ar" text NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_exploitation_years" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_exploitation_years_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"investment_amount" numeric(16, 2),
	"jobs_created" integer
);
--> statement-breakpoint
CREATE TABLE "project_lands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_lands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"legal_status_id" integer,
	"commune_id" integer,
	"fundamental_reference_type_id" integer,
	"parcel_surface" numeric(14, 2),
	"covered" boolean,
	"cover_document" text,
	"land_registry" text,
	"title_number" integer,
	"title_index" text,
	"special_index" text,
	"registration_requisition_number" text
);
--> statement-breakpoint
CREATE TABLE "project_provided_infos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_provided_infos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"info_type_id" integer NOT NULL,
	"value" text,
	"choice_list_item_id" integer,
	CONSTRAINT "project_provided_infos_project_info_uq" UNIQUE("project_id","info_type_id")
);
--> statement-breakpoint
CREATE TABLE "project_phases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_phases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"title" "project_phase_title" NOT NULL,
	"visible_to_investor" boolean DEFAULT true NOT NULL,
	"metadata" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_majority_partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_majority_partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"position" integer NOT NULL,
	"identity_type" text,
	"name" text DEFAULT '' NOT NULL,
	"social_part" numeric(5, 2),
	CONSTRAINT "project_majority_partners_position_uq" UNIQUE("project_id","position")
);
--> statement-breakpoint
CREATE TABLE "project_procedures" (
	"project_id" integer NOT NULL,
	"procedure_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_procedures_project_id_procedure_id_pk" PRIMARY KEY("project_id","procedure_id")
);
--> statement-breakpoint
CREATE TABLE "project_sector_components" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_sector_components_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"position" integer NOT NULL,
	"sector_id" integer,
	"title" text,
	"investment_amount" numeric(15, 2),
	"jobs_created" integer,
	"area" numeric(14, 2),
	"covered_area" numeric(14, 2),
	"unit_number" integer,
	"commune_id" integer,
	CONSTRAINT "project_sector_components_position_uq" UNIQUE("project_id","position")
);
--> statement-breakpoint
CREATE TABLE "project_sectors" (
	"project_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_sectors_project_id_sector_id_pk" PRIMARY KEY("project_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"user_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"advisor_id" integer,
	"framing_form_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creation_stage" integer DEFAULT 11 NOT NULL,
	"reference" text,
	"description" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"province_id" integer,
	"commune_id" integer,
	"zip_code" text DEFAULT '' NOT NULL,
	"company_legal_form_family_id" integer,
	"company_legal_form_id" integer,
	"company_corporate_name" text DEFAULT '' NOT NULL,
	"company_address" text DEFAULT '' NOT NULL,
	"company_commune_id" integer,
	"company_zip_code" text DEFAULT '' NOT NULL,
	"company_phone" text DEFAULT '' NOT NULL,
	"company_mobile_phone" text DEFAULT '' NOT NULL,
	"company_identifier" text DEFAULT '' NOT NULL,
	"company_activity" text DEFAULT '' NOT NULL,
	"company_social_capital" numeric(15, 2),
	"company_common_identifier" text DEFAULT '' NOT NULL,
	"fiscal_identifier" text DEFAULT '' NOT NULL,
	"commercial_register_immatriculation_date" date,
	"national_register_inscription_number" text DEFAULT '' NOT NULL,
	"profession_type_id" integer,
	"is_representative_certificated" boolean DEFAULT false NOT NULL,
	"representative_civility_id" integer,
	"representative_first_name" text DEFAULT '' NOT NULL,
	"representative_last_name" text DEFAULT '' NOT NULL,
	"representative_nationality_id" integer,
	"representative_identity_document_type_id" integer,
	"representative_identity_document_number" text DEFAULT '' NOT NULL,
	"representative_email" text DEFAULT '' NOT NULL,
	"representative_mobile_phone" text DEFAULT '' NOT NULL,
	"representative_quality" text DEFAULT '' NOT NULL,
	"architect_first_name" text DEFAULT '' NOT NULL,
	"architect_last_name" text DEFAULT '' NOT NULL,
	"architect_email" text DEFAULT '' NOT NULL,
	"architect_authorization_number" text DEFAULT '' NOT NULL,
	CONSTRAINT "projects_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_framing_form_id_framing_forms_id_fk" FOREIGN KEY ("framing_form_id") REFERENCES "public"."framing_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provided_documents" ADD CONSTRAINT "provided_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provided_documents" ADD CONSTRAINT "provided_documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provided_documents" ADD CONSTRAINT "provided_documents_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provided_documents" ADD CONSTRAINT "provided_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framing_forms" ADD CONSTRAINT "framing_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framing_forms" ADD CONSTRAINT "framing_forms_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framing_forms" ADD CONSTRAINT "framing_forms_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framing_forms" ADD CONSTRAINT "framing_forms_legal_form_family_id_choice_list_items_id_fk" FOREIGN KEY ("legal_form_family_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framing_forms" ADD CONSTRAINT "framing_forms_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framing_forms" ADD CONSTRAINT "framing_forms_category_id_sectors_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framing_forms" ADD CONSTRAINT "framing_forms_subcategory_id_sectors_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framing_forms" ADD CONSTRAINT "framing_forms_vocation_id_vocations_id_fk" FOREIGN KEY ("vocation_id") REFERENCES "public"."vocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_recommendation_rules" ADD CONSTRAINT "procedure_recommendation_rules_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_exploitation_years" ADD CONSTRAINT "project_exploitation_years_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_lands" ADD CONSTRAINT "project_lands_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_lands" ADD CONSTRAINT "project_lands_legal_status_id_choice_list_items_id_fk" FOREIGN KEY ("legal_status_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_lands" ADD CONSTRAINT "project_lands_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_lands" ADD CONSTRAINT "project_lands_fundamental_reference_type_id_choice_list_items_id_fk" FOREIGN KEY ("fundamental_reference_type_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_provided_infos" ADD CONSTRAINT "project_provided_infos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_provided_infos" ADD CONSTRAINT "project_provided_infos_info_type_id_info_types_id_fk" FOREIGN KEY ("info_type_id") REFERENCES "public"."info_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_provided_infos" ADD CONSTRAINT "project_provided_infos_choice_list_item_id_choice_list_items_id_fk" FOREIGN KEY ("choice_list_item_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_phases" ADD CONSTRAINT "project_phases_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_phases" ADD CONSTRAINT "project_phases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_majority_partners" ADD CONSTRAINT "project_majority_partners_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_procedures" ADD CONSTRAINT "project_procedures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_procedures" ADD CONSTRAINT "project_procedures_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sector_components" ADD CONSTRAINT "project_sector_components_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sector_components" ADD CONSTRAINT "project_sector_components_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sector_components" ADD CONSTRAINT "project_sector_components_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sectors" ADD CONSTRAINT "project_sectors_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sectors" ADD CONSTRAINT "project_sectors_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_framing_form_id_framing_forms_id_fk" FOREIGN KEY ("framing_form_id") REFERENCES "public"."framing_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_legal_form_family_id_choice_list_items_id_fk" FOREIGN KEY ("company_legal_form_family_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_legal_form_id_choice_list_items_id_fk" FOREIGN KEY ("company_legal_form_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_commune_id_communes_id_fk" FOREIGN KEY ("company_commune_id") REFERENCES "public"."communes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_profession_type_id_choice_list_items_id_fk" FOREIGN KEY ("profession_type_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_representative_civility_id_choice_list_items_id_fk" FOREIGN KEY ("representative_civility_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_representative_nationality_id_choice_list_items_id_fk" FOREIGN KEY ("representative_nationality_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_representative_identity_document_type_id_choice_list_items_id_fk" FOREIGN KEY ("representative_identity_document_type_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_events_appointment_idx" ON "appointment_events" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "appointments_region_idx" ON "appointments" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "appointments_advisor_idx" ON "appointments" USING btree ("advisor_id");--> statement-breakpoint
CREATE INDEX "appointments_framing_form_idx" ON "appointments" USING btree ("framing_form_id");--> statement-breakpoint
CREATE INDEX "appointments_requester_email_idx" ON "appointments" USING btree ("requester_email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_advisor_slot_uq" ON "appointments" USING btree ("advisor_id","scheduled_start") WHERE status = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "provided_documents_project_idx" ON "provided_documents" USING btree ("project_id","document_type_id");--> statement-breakpoint
CREATE INDEX "framing_forms_user_idx" ON "framing_forms" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "framing_forms_region_idx" ON "framing_forms" USING btree ("region_id","created_at");--> statement-breakpoint
CREATE INDEX "framing_forms_user_created_idx" ON "framing_forms" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "procedure_recommendation_rules_procedure_idx" ON "procedure_recommendation_rules" USING btree ("procedure_id");--> statement-breakpoint
CREATE INDEX "project_exploitation_years_project_idx" ON "project_exploitation_years" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_lands_project_idx" ON "project_lands" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_phases_project_idx" ON "project_phases" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "projects_user_idx" ON "projects" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "projects_region_idx" ON "projects" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "projects_framing_form_idx" ON "projects" USING btree ("framing_form_id");