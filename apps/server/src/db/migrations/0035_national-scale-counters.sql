-- Decision 107 (bench/national-scale.mjs at 1 000 000 files): the statements that still read a large table whole.
-- 1. project_phase_counts: files per (region, latest phase, programmed), the dashboards' per-phase counts; kept by
--    deferred constraint triggers on projects (at commit, as decision 104 did for the indicators: the shared rows are
--    locked for the commit only), so every insert, delete and change of region, phase or commission date counts.
-- 2. commission_session_days: commissions per (region of the file, day), the CRUI sessions of statistical-crui.
-- 3. recourses.region_id and monitoring_milestones.region_id: the region copied by the database (as project_lands,
--    decision 084), for the appeal tabs' and the monitoring dashboard's indexes.
CREATE TABLE "commission_session_days" (
	"region_id" integer NOT NULL,
	"day" date NOT NULL,
	"commissions" integer NOT NULL,
	CONSTRAINT "commission_session_days_region_id_day_pk" PRIMARY KEY("region_id","day")
);
--> statement-breakpoint
CREATE TABLE "project_phase_counts" (
	"region_id" integer NOT NULL,
	"phase" text NOT NULL,
	"programmed" boolean NOT NULL,
	"files" integer NOT NULL,
	CONSTRAINT "project_phase_counts_region_id_phase_programmed_pk" PRIMARY KEY("region_id","phase","programmed")
);
--> statement-breakpoint
ALTER TABLE "monitoring_milestones" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "recourses" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "region_id" integer;--> statement-breakpoint
UPDATE "commissions" AS c SET "region_id" = p."region_id" FROM "projects" AS p WHERE p."id" = c."project_id";--> statement-breakpoint
UPDATE "recourses" AS r SET "region_id" = p."region_id" FROM "projects" AS p WHERE p."id" = r."project_id";--> statement-breakpoint
UPDATE "monitoring_milestones" AS m SET "region_id" = mp."region_id" FROM "monitoring_projects" AS mp WHERE mp."id" = m."monitoring_project_id";--> statement-breakpoint
INSERT INTO "project_phase_counts" ("region_id", "phase", "programmed", "files")
  SELECT "region_id", coalesce("latest_phase"::text, ''), "crui_date" IS NOT NULL, count(*)::int FROM "projects" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "commission_session_days" ("region_id", "day", "commissions")
  SELECT "region_id", "commission_date", count(*)::int FROM "commissions" GROUP BY 1, 2;--> statement-breakpoint
CREATE INDEX "commission_session_days_day_idx" ON "commission_session_days" USING btree ("day","region_id");--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_milestones" ADD CONSTRAINT "monitoring_milestones_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recourses" ADD CONSTRAINT "recourses_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_milestones_region_open_idx" ON "monitoring_milestones" USING btree ("region_id","verification_expected_date","id") WHERE not "monitoring_milestones"."disabled" and not "monitoring_milestones"."action_completed";--> statement-breakpoint
CREATE INDEX "monitoring_milestones_region_done_idx" ON "monitoring_milestones" USING btree ("region_id","completed_at","verification_expected_date") WHERE not "monitoring_milestones"."disabled" and "monitoring_milestones"."action_completed";--> statement-breakpoint
CREATE INDEX "monitoring_milestones_region_realised_idx" ON "monitoring_milestones" USING btree ("region_id","investment_realised","jobs_created") WHERE not "monitoring_milestones"."disabled";--> statement-breakpoint
CREATE INDEX "recourses_open_idx" ON "recourses" USING btree ("type","decision_deadline","id") WHERE "recourses"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "recourses_region_open_idx" ON "recourses" USING btree ("region_id","type","decision_deadline","id") WHERE "recourses"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "recourses_decided_idx" ON "recourses" USING btree ("type","decision_deadline","id") WHERE "recourses"."decided_at" is not null;--> statement-breakpoint
CREATE INDEX "recourses_region_decided_idx" ON "recourses" USING btree ("region_id","type","decision_deadline","id") WHERE "recourses"."decided_at" is not null;--> statement-breakpoint
-- Also the commissions' copy (trigger "commissions_region"): a row with project_id takes its file's region.
CREATE FUNCTION "recourses_region"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."region_id" := (SELECT p."region_id" FROM "projects" AS p WHERE p."id" = NEW."project_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "recourses_region" BEFORE INSERT OR UPDATE OF "project_id", "region_id" ON "recourses"
  FOR EACH ROW EXECUTE FUNCTION "recourses_region"();--> statement-breakpoint
CREATE TRIGGER "commissions_region" BEFORE INSERT OR UPDATE OF "project_id", "region_id" ON "commissions"
  FOR EACH ROW EXECUTE FUNCTION "recourses_region"();--> statement-breakpoint
CREATE FUNCTION "monitoring_milestones_region"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."region_id" := (SELECT mp."region_id" FROM "monitoring_projects" AS mp WHERE mp."id" = NEW."monitoring_project_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "monitoring_milestones_region" BEFORE INSERT OR UPDATE OF "monitoring_project_id", "region_id" ON "monitoring_milestones"
  FOR EACH ROW EXECUTE FUNCTION "monitoring_milestones_region"();--> statement-breakpoint
-- Files do not change region; if one ever did, its copies follow.
CREATE FUNCTION "projects_region_copies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "recourses" SET "region_id" = NEW."region_id" WHERE "project_id" = NEW."id";
  UPDATE "commissions" SET "region_id" = NEW."region_id" WHERE "project_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_region_copies" AFTER UPDATE OF "region_id" ON "projects"
  FOR EACH ROW WHEN (OLD."region_id" IS DISTINCT FROM NEW."region_id") EXECUTE FUNCTION "projects_region_copies"();--> statement-breakpoint
CREATE FUNCTION "monitoring_projects_region_copies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "monitoring_milestones" SET "region_id" = NEW."region_id" WHERE "monitoring_project_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "monitoring_projects_region_copies" AFTER UPDATE OF "region_id" ON "monitoring_projects"
  FOR EACH ROW WHEN (OLD."region_id" IS DISTINCT FROM NEW."region_id") EXECUTE FUNCTION "monitoring_projects_region_copies"();--> statement-breakpoint
CREATE FUNCTION "project_phase_counts_add"(p_region integer, p_phase text, p_programmed boolean, p_files integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "project_phase_counts" AS c ("region_id", "phase", "programmed", "files")
  VALUES (p_region, coalesce(p_phase, ''), p_programmed, p_files)
  ON CONFLICT ("region_id", "phase", "programmed") DO UPDATE SET "files" = c."files" + EXCLUDED."files";
$$;--> statement-breakpoint
CREATE FUNCTION "project_phase_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "project_phase_counts_add"(OLD."region_id", OLD."latest_phase"::text, OLD."crui_date" IS NOT NULL, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "project_phase_counts_add"(NEW."region_id", NEW."latest_phase"::text, NEW."crui_date" IS NOT NULL, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "projects_phase_counts_insert" AFTER INSERT ON "projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "project_phase_counts_follow"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "projects_phase_counts_update" AFTER UPDATE OF "region_id", "latest_phase", "crui_date" ON "projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."region_id" IS DISTINCT FROM NEW."region_id" OR OLD."latest_phase" IS DISTINCT FROM NEW."latest_phase"
    OR (OLD."crui_date" IS NULL) <> (NEW."crui_date" IS NULL))
  EXECUTE FUNCTION "project_phase_counts_follow"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "projects_phase_counts_delete" AFTER DELETE ON "projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "project_phase_counts_follow"();--> statement-breakpoint
CREATE FUNCTION "project_phase_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "project_phase_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_phase_counts_truncate" AFTER TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "project_phase_counts_truncate"();--> statement-breakpoint
CREATE FUNCTION "commission_session_days_add"(p_region integer, p_day date, p_commissions integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "commission_session_days" AS d ("region_id", "day", "commissions")
  VALUES (p_region, p_day, p_commissions)
  ON CONFLICT ("region_id", "day") DO UPDATE SET "commissions" = d."commissions" + EXCLUDED."commissions";
$$;--> statement-breakpoint
CREATE FUNCTION "commission_session_days_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "commission_session_days_add"(OLD."region_id", OLD."commission_date", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "commission_session_days_add"(NEW."region_id", NEW."commission_date", 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "commissions_session_days_insert" AFTER INSERT ON "commissions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "commission_session_days_follow"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "commissions_session_days_update" AFTER UPDATE OF "region_id", "commission_date" ON "commissions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."region_id" IS DISTINCT FROM NEW."region_id" OR OLD."commission_date" IS DISTINCT FROM NEW."commission_date")
  EXECUTE FUNCTION "commission_session_days_follow"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "commissions_session_days_delete" AFTER DELETE ON "commissions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "commission_session_days_follow"();--> statement-breakpoint
CREATE FUNCTION "commission_session_days_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "commission_session_days";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "commissions_session_days_truncate" AFTER TRUNCATE ON "commissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "commission_session_days_truncate"();
