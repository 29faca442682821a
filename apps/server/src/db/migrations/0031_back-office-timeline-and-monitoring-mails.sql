CREATE TABLE "monitoring_mail_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monitoring_mail_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"region_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "monitoring_mail_recipients_region_email_unique" UNIQUE("region_id","email")
);
--> statement-breakpoint
ALTER TABLE "procedures" ADD COLUMN "timeline_image_key" text;--> statement-breakpoint
ALTER TABLE "procedures" ADD COLUMN "timeline_image_alt_fr" text;--> statement-breakpoint
ALTER TABLE "procedures" ADD COLUMN "timeline_image_alt_ar" text;--> statement-breakpoint
ALTER TABLE "monitoring_mail_recipients" ADD CONSTRAINT "monitoring_mail_recipients_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;