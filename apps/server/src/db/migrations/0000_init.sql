CREATE TYPE "public"."administration_type_code" AS ENUM('MINISTRY', 'WILAYA', 'URBAN_AGENCY', 'COMMUNE', 'CIVIL_PROTECTION', 'ONEE', 'URBAN_PLANNING_INSPECTION', 'SECTORAL_DELEGATION', 'STATE_DOMAINS', 'LAND_REGISTRY');--> statement-breakpoint
CREATE TYPE "public"."choice_list_name" AS ENUM('TitleCategory', 'DocumentTypeCategory', 'Nationality', 'ProfessionType', 'CompanyLegalFormFamily', 'SelfEmployedProfessionType', 'CompanyLegalForm', 'FundamentalReferenceType', 'LandLegalStatus', 'FinancingMode', 'EnergySource');--> statement-breakpoint
CREATE TYPE "public"."commune_kind" AS ENUM('URBAN', 'RURAL');--> statement-breakpoint
CREATE TYPE "public"."info_answer_data_type" AS ENUM('STRING', 'PERCENTAGE', 'NUMBER', 'CHOICE', 'LAND', 'DATE');--> statement-breakpoint
CREATE TYPE "public"."info_category" AS ENUM('FINANCIAL', 'ENERGY', 'KICKOFF', 'EXPLOIT');--> statement-breakpoint
CREATE TYPE "public"."info_summable_kind" AS ENUM('TOTAL_SUMMABLE_VALUE', 'SUMMABLE_VALUE', 'KICKOFF_DATE', 'FINALISATION_DATE');--> statement-breakpoint
CREATE TYPE "public"."info_validation_rule" AS ENUM('POSITIVE_AMOUNT', 'POSITIVE_INTEGER', 'PERCENTAGE_RANGE', 'DATE_NOT_PAST', 'DATE_AFTER_KICKOFF', 'TEXT_MAX_500', 'LAND_REFERENCE');--> statement-breakpoint
CREATE TYPE "public"."procedure_category" AS ENUM('LAND', 'URBAN_PLANNING', 'DEROGATION');--> statement-breakpoint
CREATE TYPE "public"."province_category" AS ENUM('A', 'B');--> statement-breakpoint
CREATE TYPE "public"."province_kind" AS ENUM('PREFECTURE', 'PROVINCE');--> statement-breakpoint
CREATE TYPE "public"."rokhas_nature_code" AS ENUM('AMN', 'PCT', 'GRP', 'LOT', 'MDF', 'MRC', 'ELV');--> statement-breakpoint
CREATE TYPE "public"."sector_level" AS ENUM('SECTOR', 'CATEGORY', 'SUBCATEGORY');--> statement-breakpoint
CREATE TYPE "public"."investor_account_type" AS ENUM('INVESTOR', 'PROFESSIONAL');--> statement-breakpoint
CREATE TABLE "advisors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advisors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "advisors_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"otp_validated" boolean NOT NULL,
	"failed_otp_attempts" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crui_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crui_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"administration_id" integer,
	"job_title" text,
	"is_focal_member" boolean DEFAULT false NOT NULL,
	"is_crui_member" boolean DEFAULT true NOT NULL,
	"permanent" boolean DEFAULT false NOT NULL,
	"director" boolean DEFAULT false NOT NULL,
	"act_signatory" boolean DEFAULT false NOT NULL,
	"has_esign_key" boolean DEFAULT false NOT NULL,
	"governor" boolean DEFAULT false NOT NULL,
	CONSTRAINT "crui_members_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "regional_supports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regional_supports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"can_reset_otp" boolean DEFAULT false NOT NULL,
	CONSTRAINT "regional_supports_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] NOT NULL,
	"title" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"picture_path" text,
	"password_expiration_date" date,
	"region_id" integer,
	"investor_id" integer,
	"habilitations" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_connection" boolean DEFAULT true NOT NULL,
	"active_mfa" boolean DEFAULT false NOT NULL,
	"totp_secret" text,
	"last_otp_counter" integer,
	"is_director" boolean DEFAULT false NOT NULL,
	"is_wali" boolean DEFAULT false NOT NULL,
	"is_focal_member" boolean DEFAULT false NOT NULL,
	"is_crui_member" boolean DEFAULT false NOT NULL,
	"mobile_phone" text,
	"desk_phone" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_connection_at" timestamp with time zone,
	"failed_auth_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "administration_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" "administration_type_code" NOT NULL,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	CONSTRAINT "administration_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "administrations" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type_id" integer NOT NULL,
	"region_id" integer,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	CONSTRAINT "administrations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "choice_list_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"list_name" "choice_list_name" NOT NULL,
	"code" text NOT NULL,
	"label_fr" text NOT NULL,
	"label_ar" text NOT NULL,
	"parent_id" integer,
	"group_code" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "choice_list_items_list_code_uq" UNIQUE("list_name","code")
);
--> statement-breakpoint
CREATE TABLE "communes" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"province_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	"kind" "commune_kind" NOT NULL,
	"rokhas" boolean DEFAULT false NOT NULL,
	"gir" boolean DEFAULT false NOT NULL,
	CONSTRAINT "communes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "document_type_region_fees" (
	"document_type_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"document_collection_fee" numeric(10, 2) NOT NULL,
	CONSTRAINT "document_type_region_fees_document_type_id_region_id_pk" PRIMARY KEY("document_type_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_fr" text NOT NULL,
	"description_ar" text NOT NULL,
	"mime_type" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"delivered_by_administration" boolean DEFAULT false NOT NULL,
	"relevant_investor_type_id" integer,
	"collectable" boolean DEFAULT false NOT NULL,
	"provider_fr" text,
	"provider_ar" text,
	"document_collection_fee" numeric(10, 2) DEFAULT 0 NOT NULL,
	"template_title_fr" text,
	"template_title_ar" text,
	"template_file" text,
	CONSTRAINT "document_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "info_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	"answer_data_type" "info_answer_data_type" NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"validation_rule_code" "info_validation_rule",
	"category" "info_category" NOT NULL,
	"summable_kind" "info_summable_kind",
	"unit" text,
	"choice_list_name" "choice_list_name",
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "info_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "procedure_document_types" (
	"procedure_id" integer NOT NULL,
	"document_type_id" integer NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "procedure_document_types_procedure_id_document_type_id_pk" PRIMARY KEY("procedure_id","document_type_id")
);
--> statement-breakpoint
CREATE TABLE "procedure_info_types" (
	"procedure_id" integer NOT NULL,
	"info_type_id" integer NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "procedure_info_types_procedure_id_info_type_id_pk" PRIMARY KEY("procedure_id","info_type_id")
);
--> statement-breakpoint
CREATE TABLE "procedures" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_fr" text NOT NULL,
	"description_ar" text NOT NULL,
	"legal_context_fr" text NOT NULL,
	"legal_context_ar" text NOT NULL,
	"incitation_fr" text NOT NULL,
	"incitation_ar" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"category" "procedure_category" NOT NULL,
	"template_code" text NOT NULL,
	"rokhas_nature_code" "rokhas_nature_code",
	"max_scheduling_delay" integer NOT NULL,
	"investor_payment_delay" integer NOT NULL,
	"investor_technical_sheet_delay" integer NOT NULL,
	"validation_administration_delay" integer NOT NULL,
	"region_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "procedures_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"region_id" integer NOT NULL,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	"kind" "province_kind" NOT NULL,
	"category" "province_category" NOT NULL,
	CONSTRAINT "provinces_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "reference_seed_state" (
	"name" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region_parameters" (
	"region_id" integer PRIMARY KEY NOT NULL,
	"commission_day" smallint NOT NULL,
	"slot_start_time" text NOT NULL,
	"slot_end_time" text NOT NULL,
	"minutes_per_file" integer NOT NULL,
	CONSTRAINT "region_parameters_day_ck" CHECK ("region_parameters"."commission_day" between 1 and 5),
	CONSTRAINT "region_parameters_start_ck" CHECK ("region_parameters"."slot_start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "region_parameters_end_ck" CHECK ("region_parameters"."slot_end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "region_parameters_slot_ck" CHECK ("region_parameters"."slot_start_time" < "region_parameters"."slot_end_time")
);
--> statement-breakpoint
CREATE TABLE "regional_centres" (
	"region_id" integer PRIMARY KEY NOT NULL,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	"address_fr" text NOT NULL,
	"address_ar" text NOT NULL,
	"phone" text NOT NULL,
	"fax" text,
	"email" text NOT NULL,
	"website" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	"deployed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "regions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" "sector_level" NOT NULL,
	"code" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sectors_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "vocations" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label_fr" text NOT NULL,
	"label_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vocations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "account_registrations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"account_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activation_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activation_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activation_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"template" text NOT NULL,
	"params" jsonb NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_reset_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "otp_reset_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"username" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"account_type" text NOT NULL,
	"region_id" integer,
	"reset_by_id" integer,
	"reset_by_username" text NOT NULL,
	"reset_by_first_name" text NOT NULL,
	"reset_by_last_name" text NOT NULL,
	"reset_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title_key" text,
	"body_key" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title_fr" text,
	"title_ar" text,
	"body_fr" text,
	"body_ar" text,
	"link" text,
	"project_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "investors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"nationality_id" integer NOT NULL,
	"identity_document_type_id" integer NOT NULL,
	"identity_document_number" text NOT NULL,
	"job_title" text NOT NULL,
	"profession_type_id" integer,
	"organisation" text,
	"address" text,
	"commune_id" integer,
	"zip_code" text,
	"mobile_phone" text NOT NULL,
	"desk_phone" text,
	"legal_form_family_id" integer NOT NULL,
	"ice" text,
	"nirn" text,
	"company_name" text,
	"company_address" text,
	"company_commune_id" integer,
	"company_zip_code" text,
	"intermediary" boolean DEFAULT false NOT NULL,
	"account_type" "investor_account_type" DEFAULT 'INVESTOR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investors_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"username" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "advisors" ADD CONSTRAINT "advisors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisors" ADD CONSTRAINT "advisors_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crui_members" ADD CONSTRAINT "crui_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crui_members" ADD CONSTRAINT "crui_members_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_auth_sessions_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional_supports" ADD CONSTRAINT "regional_supports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional_supports" ADD CONSTRAINT "regional_supports_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administrations" ADD CONSTRAINT "administrations_type_id_administration_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."administration_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administrations" ADD CONSTRAINT "administrations_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choice_list_items" ADD CONSTRAINT "choice_list_items_parent_id_choice_list_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communes" ADD CONSTRAINT "communes_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communes" ADD CONSTRAINT "communes_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_type_region_fees" ADD CONSTRAINT "document_type_region_fees_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_type_region_fees" ADD CONSTRAINT "document_type_region_fees_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_types" ADD CONSTRAINT "document_types_relevant_investor_type_id_choice_list_items_id_fk" FOREIGN KEY ("relevant_investor_type_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_document_types" ADD CONSTRAINT "procedure_document_types_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_document_types" ADD CONSTRAINT "procedure_document_types_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_info_types" ADD CONSTRAINT "procedure_info_types_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_info_types" ADD CONSTRAINT "procedure_info_types_info_type_id_info_types_id_fk" FOREIGN KEY ("info_type_id") REFERENCES "public"."info_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_parameters" ADD CONSTRAINT "region_parameters_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional_centres" ADD CONSTRAINT "regional_centres_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sectors" ADD CONSTRAINT "sectors_parent_id_sectors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_registrations" ADD CONSTRAINT "account_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_tokens" ADD CONSTRAINT "activation_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_reset_history" ADD CONSTRAINT "otp_reset_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_reset_history" ADD CONSTRAINT "otp_reset_history_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_reset_history" ADD CONSTRAINT "otp_reset_history_reset_by_id_users_id_fk" FOREIGN KEY ("reset_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_nationality_id_choice_list_items_id_fk" FOREIGN KEY ("nationality_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_identity_document_type_id_choice_list_items_id_fk" FOREIGN KEY ("identity_document_type_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_profession_type_id_choice_list_items_id_fk" FOREIGN KEY ("profession_type_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_legal_form_family_id_choice_list_items_id_fk" FOREIGN KEY ("legal_form_family_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_company_commune_id_communes_id_fk" FOREIGN KEY ("company_commune_id") REFERENCES "public"."communes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_last_used_idx" ON "auth_sessions" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "auth_sessions_revoked_idx" ON "auth_sessions" USING btree ("revoked_at");--> statement-breakpoint
CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_expires_idx" ON "refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_region_idx" ON "users" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "administrations_region_idx" ON "administrations" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "communes_province_idx" ON "communes" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "communes_region_idx" ON "communes" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "procedures_region_idx" ON "procedures" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "provinces_region_idx" ON "provinces" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "sectors_parent_idx" ON "sectors" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "activation_tokens_user_idx" ON "activation_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_mails_status_next_idx" ON "outbox_mails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_mails_created_idx" ON "outbox_mails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "otp_reset_history_region_idx" ON "otp_reset_history" USING btree ("region_id","reset_at");--> statement-breakpoint
CREATE INDEX "otp_reset_history_reset_at_idx" ON "otp_reset_history" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "investors_commune_idx" ON "investors" USING btree ("commune_id");--> statement-breakpoint
CREATE INDEX "investors_company_commune_idx" ON "investors" USING btree ("company_commune_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_created_idx" ON "password_reset_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_throttles_last_failure_idx" ON "sign_in_throttles" USING btree ("last_failure_at");