CREATE TABLE "monitoring_lands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monitoring_lands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"monitoring_project_id" integer NOT NULL,
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
ALTER TABLE "monitoring_lands" ADD CONSTRAINT "monitoring_lands_monitoring_project_id_monitoring_projects_id_fk" FOREIGN KEY ("monitoring_project_id") REFERENCES "public"."monitoring_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_lands" ADD CONSTRAINT "monitoring_lands_legal_status_id_choice_list_items_id_fk" FOREIGN KEY ("legal_status_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_lands" ADD CONSTRAINT "monitoring_lands_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_lands" ADD CONSTRAINT "monitoring_lands_fundamental_reference_type_id_choice_list_items_id_fk" FOREIGN KEY ("fundamental_reference_type_id") REFERENCES "public"."choice_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_lands_mp_idx" ON "monitoring_lands" USING btree ("monitoring_project_id");