ALTER TABLE "document_type_region_fees" ADD COLUMN "id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "document_type_region_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "regional_centres" ADD COLUMN "director_name_fr" text;--> statement-breakpoint
ALTER TABLE "regional_centres" ADD COLUMN "director_name_ar" text;--> statement-breakpoint
ALTER TABLE "regional_centres" ADD COLUMN "director_phone" text;--> statement-breakpoint
ALTER TABLE "regional_centres" ADD COLUMN "opening_time" text;--> statement-breakpoint
ALTER TABLE "regional_centres" ADD COLUMN "closing_time" text;--> statement-breakpoint
ALTER TABLE "document_type_region_fees" ADD CONSTRAINT "document_type_region_fees_id_unique" UNIQUE("id");