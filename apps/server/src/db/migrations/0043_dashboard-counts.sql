-- Decision 124: two dashboards' counts kept at commit instead of counted on every call at 1 000 000 files.
-- 1. The land dashboard (GET /foncier/dashboard) counted the region's parcels by examination state and by commune
--    (220 000 parcels for Casablanca-Settat): project_lands.examination_state copies the parcel's examination state from
--    parcel_examinations (null while none is recorded), and parcel_counts keeps parcels per (region, commune, reference
--    type, state), 0 for no commune or type, by deferred constraint triggers on project_lands as project_phase_counts
--    (migration 0035): -1 for the old key, +1 for the new, at commit.
-- 2. The monitoring dashboard aggregated the region's enabled milestones per month and summed their realised figures:
--    monitoring_milestone_days keeps them per (region, done, day), the same way, from monitoring_milestones.
-- counters_rebuild() recomputes both.
CREATE TABLE "parcel_counts" (
	"region_id" integer NOT NULL,
	"commune_id" integer NOT NULL,
	"reference_type_id" integer NOT NULL,
	"state" text NOT NULL,
	"parcels" integer NOT NULL,
	CONSTRAINT "parcel_counts_region_id_commune_id_reference_type_id_state_pk" PRIMARY KEY("region_id","commune_id","reference_type_id","state")
);
--> statement-breakpoint
CREATE TABLE "monitoring_milestone_days" (
	"region_id" integer NOT NULL,
	"done" boolean NOT NULL,
	"day" date NOT NULL,
	"milestones" integer NOT NULL,
	"investment_realised" numeric(20, 2) NOT NULL,
	"jobs_created" bigint NOT NULL,
	CONSTRAINT "monitoring_milestone_days_region_id_done_day_pk" PRIMARY KEY("region_id","done","day")
);
--> statement-breakpoint
ALTER TABLE "project_lands" ADD COLUMN "examination_state" text;--> statement-breakpoint
UPDATE "project_lands" AS l SET "examination_state" = e."state" FROM "parcel_examinations" AS e WHERE e."project_land_id" = l."id";--> statement-breakpoint
CREATE FUNCTION "parcel_examinations_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "project_lands" SET "examination_state" = NULL WHERE "id" = OLD."project_land_id" AND "examination_state" IS NOT NULL;
  ELSE
    IF TG_OP = 'UPDATE' AND OLD."project_land_id" <> NEW."project_land_id" THEN
      UPDATE "project_lands" SET "examination_state" = NULL WHERE "id" = OLD."project_land_id";
    END IF;
    UPDATE "project_lands" SET "examination_state" = NEW."state"
      WHERE "id" = NEW."project_land_id" AND "examination_state" IS DISTINCT FROM NEW."state";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "parcel_examinations_copy" AFTER INSERT OR DELETE OR UPDATE OF "project_land_id", "state" ON "parcel_examinations"
  FOR EACH ROW EXECUTE FUNCTION "parcel_examinations_copy"();--> statement-breakpoint
-- The application never writes the copy: whatever a writer sends, the examination's state wins (a new parcel has none).
CREATE FUNCTION "project_lands_examination_state"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW."examination_state" := NULL;
  ELSE
    NEW."examination_state" := (SELECT e."state" FROM "parcel_examinations" AS e WHERE e."project_land_id" = NEW."id");
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "project_lands_examination_state" BEFORE INSERT OR UPDATE OF "examination_state" ON "project_lands"
  FOR EACH ROW EXECUTE FUNCTION "project_lands_examination_state"();--> statement-breakpoint
INSERT INTO "parcel_counts" ("region_id", "commune_id", "reference_type_id", "state", "parcels")
  SELECT coalesce("region_id", 0), coalesce("commune_id", 0), coalesce("fundamental_reference_type_id", 0),
    coalesce("examination_state", 'NOT_EXAMINED'), count(*)::int
  FROM "project_lands" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE FUNCTION "parcel_counts_add"(p_region integer, p_commune integer, p_type integer, p_state text, p_parcels integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "parcel_counts" AS c ("region_id", "commune_id", "reference_type_id", "state", "parcels")
  VALUES (coalesce(p_region, 0), coalesce(p_commune, 0), coalesce(p_type, 0), coalesce(p_state, 'NOT_EXAMINED'), p_parcels)
  ON CONFLICT ("region_id", "commune_id", "reference_type_id", "state") DO UPDATE SET "parcels" = c."parcels" + EXCLUDED."parcels";
$$;--> statement-breakpoint
CREATE FUNCTION "parcel_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "parcel_counts_add"(OLD."region_id", OLD."commune_id", OLD."fundamental_reference_type_id", OLD."examination_state", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "parcel_counts_add"(NEW."region_id", NEW."commune_id", NEW."fundamental_reference_type_id", NEW."examination_state", 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_lands_counts_insert" AFTER INSERT ON "project_lands"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "parcel_counts_follow"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_lands_counts_update" AFTER UPDATE OF "region_id", "commune_id", "fundamental_reference_type_id", "examination_state"
  ON "project_lands" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."region_id" IS DISTINCT FROM NEW."region_id" OR OLD."commune_id" IS DISTINCT FROM NEW."commune_id"
    OR OLD."fundamental_reference_type_id" IS DISTINCT FROM NEW."fundamental_reference_type_id"
    OR OLD."examination_state" IS DISTINCT FROM NEW."examination_state")
  EXECUTE FUNCTION "parcel_counts_follow"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_lands_counts_delete" AFTER DELETE ON "project_lands"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "parcel_counts_follow"();--> statement-breakpoint
CREATE FUNCTION "parcel_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "parcel_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "project_lands_counts_truncate" AFTER TRUNCATE ON "project_lands"
  FOR EACH STATEMENT EXECUTE FUNCTION "parcel_counts_truncate"();--> statement-breakpoint
-- The day a milestone counts on: its completion's Moroccan day when done and timed, else its expected date.
CREATE FUNCTION "monitoring_milestone_day"(p_done boolean, p_completed_at timestamptz, p_expected date)
RETURNS date LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_done AND p_completed_at IS NOT NULL THEN (p_completed_at AT TIME ZONE 'Africa/Casablanca')::date ELSE p_expected END;
$$;--> statement-breakpoint
INSERT INTO "monitoring_milestone_days" ("region_id", "done", "day", "milestones", "investment_realised", "jobs_created")
  SELECT coalesce("region_id", 0), "action_completed", "monitoring_milestone_day"("action_completed", "completed_at", "verification_expected_date"),
    count(*)::int, coalesce(sum("investment_realised"), 0), coalesce(sum("jobs_created"), 0)
  FROM "monitoring_milestones" WHERE NOT "disabled" GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE FUNCTION "monitoring_milestone_days_add"(p_region integer, p_done boolean, p_day date, p_milestones integer,
  p_investment numeric, p_jobs bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "monitoring_milestone_days" AS d ("region_id", "done", "day", "milestones", "investment_realised", "jobs_created")
  VALUES (coalesce(p_region, 0), p_done, p_day, p_milestones, coalesce(p_investment, 0), coalesce(p_jobs, 0))
  ON CONFLICT ("region_id", "done", "day") DO UPDATE SET "milestones" = d."milestones" + EXCLUDED."milestones",
    "investment_realised" = d."investment_realised" + EXCLUDED."investment_realised",
    "jobs_created" = d."jobs_created" + EXCLUDED."jobs_created";
$$;--> statement-breakpoint
CREATE FUNCTION "monitoring_milestone_days_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD."disabled" THEN
    PERFORM "monitoring_milestone_days_add"(OLD."region_id", OLD."action_completed",
      "monitoring_milestone_day"(OLD."action_completed", OLD."completed_at", OLD."verification_expected_date"),
      -1, -OLD."investment_realised", -OLD."jobs_created");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW."disabled" THEN
    PERFORM "monitoring_milestone_days_add"(NEW."region_id", NEW."action_completed",
      "monitoring_milestone_day"(NEW."action_completed", NEW."completed_at", NEW."verification_expected_date"),
      1, NEW."investment_realised", NEW."jobs_created");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "monitoring_milestones_days_insert" AFTER INSERT ON "monitoring_milestones"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "monitoring_milestone_days_follow"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "monitoring_milestones_days_update" AFTER UPDATE OF "region_id", "action_completed", "completed_at",
  "verification_expected_date", "disabled", "investment_realised", "jobs_created" ON "monitoring_milestones"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."region_id" IS DISTINCT FROM NEW."region_id" OR OLD."action_completed" IS DISTINCT FROM NEW."action_completed"
    OR OLD."completed_at" IS DISTINCT FROM NEW."completed_at"
    OR OLD."verification_expected_date" IS DISTINCT FROM NEW."verification_expected_date"
    OR OLD."disabled" IS DISTINCT FROM NEW."disabled" OR OLD."investment_realised" IS DISTINCT FROM NEW."investment_realised"
    OR OLD."jobs_created" IS DISTINCT FROM NEW."jobs_created")
  EXECUTE FUNCTION "monitoring_milestone_days_follow"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "monitoring_milestones_days_delete" AFTER DELETE ON "monitoring_milestones"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "monitoring_milestone_days_follow"();--> statement-breakpoint
CREATE FUNCTION "monitoring_milestone_days_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "monitoring_milestone_days";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "monitoring_milestones_days_truncate" AFTER TRUNCATE ON "monitoring_milestones"
  FOR EACH STATEMENT EXECUTE FUNCTION "monitoring_milestone_days_truncate"();--> statement-breakpoint
-- counters_rebuild() (migration 0038) keeps its body under another name and is called first by the new one, which adds
-- the parcel and milestone counts: one place for each part, none copied.
ALTER FUNCTION "counters_rebuild"() RENAME TO "counters_rebuild_files";--> statement-breakpoint
CREATE FUNCTION "counters_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "counters_rebuild_files"();
  -- The parcels' examination copies, then their counts (decision 124). The trigger that counts a parcel's change is
  -- off meanwhile, as counters_rebuild_files() does for the files': its events, run at commit, would count each change twice.
  ALTER TABLE "project_lands" DISABLE TRIGGER "project_lands_counts_update";
  UPDATE "project_lands" AS l SET "examination_state" = e."state" FROM "project_lands" AS q
    LEFT JOIN "parcel_examinations" AS e ON e."project_land_id" = q."id"
    WHERE q."id" = l."id" AND l."examination_state" IS DISTINCT FROM e."state";
  ALTER TABLE "project_lands" ENABLE TRIGGER "project_lands_counts_update";
  DELETE FROM "parcel_counts";
  INSERT INTO "parcel_counts" ("region_id", "commune_id", "reference_type_id", "state", "parcels")
    SELECT coalesce("region_id", 0), coalesce("commune_id", 0), coalesce("fundamental_reference_type_id", 0),
      coalesce("examination_state", 'NOT_EXAMINED'), count(*)::int
    FROM "project_lands" GROUP BY 1, 2, 3, 4;
  DELETE FROM "monitoring_milestone_days";
  INSERT INTO "monitoring_milestone_days" ("region_id", "done", "day", "milestones", "investment_realised", "jobs_created")
    SELECT coalesce("region_id", 0), "action_completed", "monitoring_milestone_day"("action_completed", "completed_at", "verification_expected_date"),
      count(*)::int, coalesce(sum("investment_realised"), 0), coalesce(sum("jobs_created"), 0)
    FROM "monitoring_milestones" WHERE NOT "disabled" GROUP BY 1, 2, 3;
END
$$;
