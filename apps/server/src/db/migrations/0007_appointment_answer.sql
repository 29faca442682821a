ALTER TABLE "appointments" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "answer_reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "appointments_unanswered_idx" ON "appointments" USING btree ("assigned_at") WHERE answered_at is null;--> statement-breakpoint
-- Existing requests: held since they were made; answered by their first scheduling or cancellation.
UPDATE "appointments" SET "assigned_at" = "created_at" WHERE "advisor_id" IS NOT NULL;--> statement-breakpoint
UPDATE "appointments" a SET "answered_at" = (
  SELECT min(e."created_at") FROM "appointment_events" e
  WHERE e."appointment_id" = a."id" AND e."event" IN ('SCHEDULED', 'CANCELLED')
) WHERE a."status" <> 'TO_BE_SCHEDULED';
