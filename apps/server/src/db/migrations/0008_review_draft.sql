ALTER TABLE "project_document_requests" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provided_documents" ADD COLUMN "sent_validation" boolean;--> statement-breakpoint
ALTER TABLE "provided_documents" ADD COLUMN "sent_feedback" text;--> statement-breakpoint
ALTER TABLE "provided_documents" ADD COLUMN "feedback_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provided_documents" ADD COLUMN "sent_deadline" date;--> statement-breakpoint
ALTER TABLE "provided_documents" ADD COLUMN "deprecated_at" timestamp with time zone;--> statement-breakpoint
-- What was sent before the review became a draft (decision 028) stays as the investor saw it.
UPDATE "project_document_requests" SET "sent_at" = "requested_at";--> statement-breakpoint
UPDATE "provided_documents" SET "sent_validation" = "advisor_validation", "sent_feedback" = "advisor_feedback", "feedback_sent_at" = now() WHERE "advisor_validation" IS NOT NULL;
