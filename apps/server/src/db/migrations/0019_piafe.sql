CREATE TABLE "piafe_exchanges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "piafe_exchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"advisor_id" integer,
	"region_id" integer,
	"holder_id" integer,
	"project_id" integer,
	"exchange_date" date NOT NULL,
	"contact_type" text NOT NULL,
	"place" text,
	"interviewer" text,
	"duration_minutes" integer,
	"needs" text[] DEFAULT '{}'::text[] NOT NULL,
	"needs_other" text,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"services_other" text,
	"oriented_to" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "piafe_holders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "piafe_holders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"identity_type" text NOT NULL,
	"identity_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date,
	"birth_place" text,
	"gender" text,
	"email" text,
	"mobile_phone" text,
	"desk_phone" text,
	"address" text,
	"region_id" integer,
	"province_id" integer,
	"commune_id" integer,
	"school_level" text,
	"professional_activity" text,
	"professional_training" text,
	"legal_status" text,
	"oriented_from" text,
	"has_bank_account" boolean,
	"applied_for_loan" boolean,
	"contracted_loan" boolean,
	"banking_organisation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "piafe_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "piafe_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"holder_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"description" text,
	"sector_id" integer,
	"other_activity" text,
	"estimated_investment" bigint,
	"estimated_jobs" integer,
	"required_funding" bigint,
	"capital_expenditure" bigint,
	"operating_expense" bigint,
	"working_capital" bigint,
	"location" text,
	"undefined_location" boolean DEFAULT false NOT NULL,
	"maturity_level" text NOT NULL,
	"local_availability" text,
	"authorization_availability" text,
	"funding_progress" text,
	"last_rejection_date" date,
	"bank" text,
	"region_id" integer NOT NULL,
	"province_id" integer,
	"commune_id" integer,
	"organisation_type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "piafe_trackings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "piafe_trackings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"exchange_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"project_phase" text NOT NULL,
	"funding_process_date" date,
	"deposit_date" date,
	"funding_result" text,
	"funding_amount" bigint,
	"rejection_reason" text,
	"authorisation_status" text,
	"authorisation_request_date" date,
	"authorisation_date" date,
	"realisation_date" date,
	"completion_date" date,
	"exploitation_date" date,
	"year_results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "piafe_exchanges" ADD CONSTRAINT "piafe_exchanges_advisor_id_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piafe_exchanges" ADD CONSTRAINT "piafe_exchanges_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piafe_exchanges" ADD CONSTRAINT "piafe_exchanges_holder_id_piafe_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."piafe_holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piafe_exchanges" ADD CONSTRAINT "piafe_exchanges_project_id_piafe_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."piafe_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piafe_holders" ADD CONSTRAINT "piafe_holders_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piafe_holders" ADD CONSTRAINT "piafe_holders_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piafe_holders" ADD CONSTRAINT "piafe_holders_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piafe_projects" ADD CONSTRAINT "piafe_projects_holder_id_piafe_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."piafe_holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piafe_projects" ADD CONSTRAINT "piafe_projects_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piafe_projects" ADD CONSTRAINT "piafe_projects_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piafe_projects" ADD CONSTRAINT "piafe_projects_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piafe_projects" ADD CONSTRAINT "piafe_projects_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piafe_projects" ADD CONSTRAINT "piafe_projects_organisation_type_id_choice_list_items_id_fk" FOREIGN KEY ("organisation_type_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piafe_trackings" ADD CONSTRAINT "piafe_trackings_exchange_id_piafe_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."piafe_exchanges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piafe_trackings" ADD CONSTRAINT "piafe_trackings_project_id_piafe_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."piafe_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "piafe_exchanges_project_idx" ON "piafe_exchanges" USING btree ("project_id","exchange_date");--> statement-breakpoint
CREATE INDEX "piafe_exchanges_region_idx" ON "piafe_exchanges" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "piafe_exchanges_date_idx" ON "piafe_exchanges" USING btree ("exchange_date");--> statement-breakpoint
CREATE UNIQUE INDEX "piafe_holders_identity_uq" ON "piafe_holders" USING btree ("identity_type","identity_number");--> statement-breakpoint
CREATE INDEX "piafe_projects_region_idx" ON "piafe_projects" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "piafe_projects_holder_idx" ON "piafe_projects" USING btree ("holder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "piafe_trackings_project_uq" ON "piafe_trackings" USING btree ("project_id");