CREATE TYPE "public"."geographic_competence" AS ENUM('NATIONAL', 'REGIONAL', 'PROVINCIAL', 'COMMUNAL');--> statement-breakpoint
ALTER TABLE "administration_types" ADD COLUMN "geographic_competence" "geographic_competence" DEFAULT 'REGIONAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "administration_types" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "administration_types" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "administrations" ADD COLUMN "permanent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "administrations" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;