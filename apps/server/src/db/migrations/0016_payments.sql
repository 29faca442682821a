CREATE TABLE "fee_scales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_scales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"administration_id" integer NOT NULL,
	"procedure_id" integer NOT NULL,
	"label_fr" text NOT NULL,
	"label_ar" text NOT NULL,
	"basis" text NOT NULL,
	"rate_centimes" bigint NOT NULL,
	"fixed_centimes" bigint DEFAULT 0 NOT NULL,
	"official_document" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date
);
--> statement-breakpoint
CREATE TABLE "payment_callback_events" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_reference" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"procedure_id" integer NOT NULL,
	"follow_up_action_id" integer,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"enrolled_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_details_procedure_uq" UNIQUE("project_id","procedure_id")
);
--> statement-breakpoint
CREATE TABLE "payment_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_detail_id" integer NOT NULL,
	"administration_id" integer NOT NULL,
	"accepts_online_payment" boolean NOT NULL,
	"status" text DEFAULT 'AWAITING_SHEET' NOT NULL,
	"revision_reason" text,
	"evaluated_by" integer,
	"evaluated_at" timestamp with time zone,
	"amount_centimes" bigint,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_lines_admin_uq" UNIQUE("payment_detail_id","administration_id")
);
--> statement-breakpoint
CREATE TABLE "payment_technical_sheets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_technical_sheets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_detail_id" integer NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"parcels" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"investor_validated_at" timestamp with time zone,
	"investor_validated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_technical_sheets_payment_detail_id_unique" UNIQUE("payment_detail_id")
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_detail_id" integer NOT NULL,
	"reference" text NOT NULL,
	"provider_reference" text,
	"amount_centimes" bigint NOT NULL,
	"state" text DEFAULT 'ONGOING' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "payment_transactions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "procedure_payment_parameters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "procedure_payment_parameters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"region_id" integer NOT NULL,
	"procedure_id" integer NOT NULL,
	"administration_id" integer NOT NULL,
	"accepts_online_payment" boolean DEFAULT true NOT NULL,
	CONSTRAINT "procedure_payment_parameters_uq" UNIQUE("region_id","procedure_id","administration_id")
);
--> statement-breakpoint
ALTER TABLE "fee_scales" ADD CONSTRAINT "fee_scales_administration_id_administrations_id_fk" FOREIGN KEY ("administration_id") REFERENCES "public"."administrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_scales" ADD CONSTRAINT "fee_scales_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_follow_up_action_id_follow_up_actions_id_fk" FOREIGN KEY ("follow_up_action_id") REFERENCES "public"."follow_up_actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_payment_detail_id_payment_details_id_fk" FOREIGN KEY ("payment_detail_id") REFERENCES "public"."payment_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_administration_id_administrations_id_fk" FOREIGN KEY ("administration_id") REFERENCES "public"."administrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_evaluated_by_users_id_fk" FOREIGN KEY ("evaluated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_technical_sheets" ADD CONSTRAINT "payment_technical_sheets_payment_detail_id_payment_details_id_fk" FOREIGN KEY ("payment_detail_id") REFERENCES "public"."payment_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_technical_sheets" ADD CONSTRAINT "payment_technical_sheets_investor_validated_by_users_id_fk" FOREIGN KEY ("investor_validated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_payment_detail_id_payment_details_id_fk" FOREIGN KEY ("payment_detail_id") REFERENCES "public"."payment_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_payment_parameters" ADD CONSTRAINT "procedure_payment_parameters_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_payment_parameters" ADD CONSTRAINT "procedure_payment_parameters_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_payment_parameters" ADD CONSTRAINT "procedure_payment_parameters_administration_id_administrations_id_fk" FOREIGN KEY ("administration_id") REFERENCES "public"."administrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_scales_admin_idx" ON "fee_scales" USING btree ("administration_id","procedure_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_detail_idx" ON "payment_transactions" USING btree ("payment_detail_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_one_ongoing_uq" ON "payment_transactions" USING btree ("payment_detail_id") WHERE state = 'ONGOING';