-- Decision 121: a CRUI member's lists and counts read their administration's sharings, which carry copies of the
-- file's region, latest phase and its date, commission date and deposit date (the application never writes them).
DROP INDEX "project_shared_administrations_admin_idx";--> statement-breakpoint
ALTER TABLE "project_shared_administrations" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "project_shared_administrations" ADD COLUMN "latest_phase" text;--> statement-breakpoint
ALTER TABLE "project_shared_administrations" ADD COLUMN "latest_phase_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_shared_administrations" ADD COLUMN "crui_date" date;--> statement-breakpoint
ALTER TABLE "project_shared_administrations" ADD COLUMN "deposited_at" timestamp with time zone;--> statement-breakpoint
UPDATE "project_shared_administrations" AS psa
  SET "region_id" = p."region_id", "latest_phase" = p."latest_phase", "latest_phase_at" = p."latest_phase_at",
    "crui_date" = p."crui_date", "deposited_at" = p."deposited_at"
  FROM "projects" AS p WHERE p."id" = psa."project_id";--> statement-breakpoint
CREATE INDEX "project_shared_administrations_member_idx" ON "project_shared_administrations" USING btree ("administration_id","region_id","latest_phase","latest_phase_at","project_id","crui_date","deposited_at");--> statement-breakpoint
-- A sharing takes its file's values when written (whatever the statement said of them).
CREATE FUNCTION "project_shared_administrations_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."region_id", p."latest_phase", p."latest_phase_at", p."crui_date", p."deposited_at"
    INTO NEW."region_id", NEW."latest_phase", NEW."latest_phase_at", NEW."crui_date", NEW."deposited_at"
    FROM "projects" AS p WHERE p."id" = NEW."project_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "project_shared_administrations_copy" BEFORE INSERT OR UPDATE ON "project_shared_administrations"
  FOR EACH ROW EXECUTE FUNCTION "project_shared_administrations_copy"();--> statement-breakpoint
-- A file's change of those values reaches its sharings in the same statement (a file is shared with a few
-- administrations: a few rows by the primary key's first column).
CREATE FUNCTION "projects_shared_copies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "project_shared_administrations" SET "region_id" = NEW."region_id" WHERE "project_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_shared_copies" AFTER UPDATE OF "region_id", "latest_phase", "latest_phase_at", "crui_date", "deposited_at" ON "projects"
  FOR EACH ROW WHEN (
    OLD."region_id" IS DISTINCT FROM NEW."region_id" OR OLD."latest_phase" IS DISTINCT FROM NEW."latest_phase"
    OR OLD."latest_phase_at" IS DISTINCT FROM NEW."latest_phase_at" OR OLD."crui_date" IS DISTINCT FROM NEW."crui_date"
    OR OLD."deposited_at" IS DISTINCT FROM NEW."deposited_at"
  ) EXECUTE FUNCTION "projects_shared_copies"();
