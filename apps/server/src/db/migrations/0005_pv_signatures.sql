CREATE TABLE "commission_pvs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_pvs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"commission_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"esign_started_at" timestamp with time zone,
	"signing_user_id" integer,
	"signing_request_id" text,
	"signing_lock_expires_at" timestamp with time zone,
	"loaded_at" timestamp with time zone,
	"investor_late_notified_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commission_pvs_commission_uq" UNIQUE("commission_id")
);
--> statement-breakpoint
CREATE TABLE "esign_sandbox_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"status" text NOT NULL,
	"document_name" text NOT NULL,
	"document_key" text NOT NULL,
	"signed_key" text,
	"signer_name" text NOT NULL,
	"signer_email" text,
	"return_url" text NOT NULL,
	"error_url" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "esign_sandbox_requests_tx_uq" UNIQUE("transaction_id")
);
--> statement-breakpoint
ALTER TABLE "commission_members" ADD COLUMN "esign_request_id" text;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "signatures_finalized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commission_pvs" ADD CONSTRAINT "commission_pvs_commission_id_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_pvs" ADD CONSTRAINT "commission_pvs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_pvs" ADD CONSTRAINT "commission_pvs_signing_user_id_users_id_fk" FOREIGN KEY ("signing_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_pvs" ADD CONSTRAINT "commission_pvs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_pvs_project_idx" ON "commission_pvs" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "esign_sandbox_requests_created_idx" ON "esign_sandbox_requests" USING btree ("created_at");