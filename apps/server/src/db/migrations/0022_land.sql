CREATE TABLE "land_appointments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "land_appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"subject" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'TO_BE_SCHEDULED' NOT NULL,
	"scheduled_start" timestamp,
	"member_user_id" integer,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "land_member_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"parcel_type" text DEFAULT 'ALL' NOT NULL,
	"province_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "land_request_qualifications" (
	"framing_form_id" integer PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"qualification" text DEFAULT '' NOT NULL,
	"qualified_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_examinations" (
	"project_land_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcel_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_land_id" integer NOT NULL,
	"user_id" integer,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "land_appointments" ADD CONSTRAINT "land_appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "land_appointments" ADD CONSTRAINT "land_appointments_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "land_appointments" ADD CONSTRAINT "land_appointments_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "land_member_settings" ADD CONSTRAINT "land_member_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "land_request_qualifications" ADD CONSTRAINT "land_request_qualifications_framing_form_id_framing_forms_id_fk" FOREIGN KEY ("framing_form_id") REFERENCES "public"."framing_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "land_request_qualifications" ADD CONSTRAINT "land_request_qualifications_qualified_by_users_id_fk" FOREIGN KEY ("qualified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_examinations" ADD CONSTRAINT "parcel_examinations_project_land_id_project_lands_id_fk" FOREIGN KEY ("project_land_id") REFERENCES "public"."project_lands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_examinations" ADD CONSTRAINT "parcel_examinations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_history" ADD CONSTRAINT "parcel_history_project_land_id_project_lands_id_fk" FOREIGN KEY ("project_land_id") REFERENCES "public"."project_lands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_history" ADD CONSTRAINT "parcel_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "land_appointments_region_state_idx" ON "land_appointments" USING btree ("region_id","state","created_at");--> statement-breakpoint
CREATE INDEX "land_appointments_user_idx" ON "land_appointments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "land_request_qualifications_category_idx" ON "land_request_qualifications" USING btree ("category");--> statement-breakpoint
CREATE INDEX "parcel_examinations_state_idx" ON "parcel_examinations" USING btree ("state");--> statement-breakpoint
CREATE INDEX "parcel_history_land_idx" ON "parcel_history" USING btree ("project_land_id","changed_at");--> statement-breakpoint
CREATE INDEX "project_lands_title_idx" ON "project_lands" USING btree ("title_number","title_index");--> statement-breakpoint
CREATE INDEX "project_lands_requisition_idx" ON "project_lands" USING btree ("registration_requisition_number");--> statement-breakpoint
CREATE INDEX "project_lands_commune_idx" ON "project_lands" USING btree ("commune_id");--> statement-breakpoint
CREATE INDEX "project_lands_legal_status_idx" ON "project_lands" USING btree ("legal_status_id");--> statement-breakpoint
CREATE INDEX "project_lands_surface_idx" ON "project_lands" USING btree ("parcel_surface");