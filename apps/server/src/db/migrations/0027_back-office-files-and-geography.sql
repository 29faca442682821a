ALTER TABLE "crui_members" ADD COLUMN "signature_mode" text DEFAULT 'ELECTRONIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "administrations" ADD COLUMN "province_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "administrations" ADD COLUMN "commune_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "document_types" ADD COLUMN "template_file_key" text;