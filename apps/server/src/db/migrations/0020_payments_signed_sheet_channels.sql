CREATE TABLE "payment_sandbox_orders" (
	"reference" text PRIMARY KEY NOT NULL,
	"amount_centimes" bigint NOT NULL,
	"channel" text NOT NULL,
	"payment_key" text,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"provider_reference" text,
	"paid_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_sandbox_orders_payment_key_unique" UNIQUE("payment_key")
);
--> statement-breakpoint
ALTER TABLE "payment_technical_sheets" ADD COLUMN "signed_document_key" text;--> statement-breakpoint
ALTER TABLE "payment_technical_sheets" ADD COLUMN "signed_document_name" text;--> statement-breakpoint
ALTER TABLE "payment_technical_sheets" ADD COLUMN "signed_document_size" integer;--> statement-breakpoint
ALTER TABLE "payment_technical_sheets" ADD COLUMN "signed_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "channel" text DEFAULT 'CARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "payment_key" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "paid_by" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "checked_at" timestamp with time zone;