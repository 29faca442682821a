CREATE TABLE "back_office_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "back_office_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_username" text NOT NULL,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text NOT NULL,
	"region_id" integer
);
--> statement-breakpoint
ALTER TABLE "crui_members" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "crui_members" ADD COLUMN "signature_picture_path" text;--> statement-breakpoint
ALTER TABLE "back_office_audit" ADD CONSTRAINT "back_office_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "back_office_audit_record_idx" ON "back_office_audit" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "back_office_audit_at_idx" ON "back_office_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "back_office_audit_region_idx" ON "back_office_audit" USING btree ("region_id");