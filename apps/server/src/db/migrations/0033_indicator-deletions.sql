-- Decision 102: the indicators' summaries (decision 090) follow what disappears, in the deleting transaction: a file
-- (its phases, stays and holds go with it), a phase row, a completed stay, an answered hold. Hand-written.
-- Each period of the histogram (granularity, region, day or month) carries the version of its last change, from one
-- sequence, so a reader may keep the periods it has read and read again only those changed since (decision 102).
CREATE SEQUENCE IF NOT EXISTS "indicator_histogram_version_seq";--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "indicator_histogram_versions" (
	"granularity" text NOT NULL,
	"region_id" integer NOT NULL,
	"period" date NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "indicator_histogram_versions_pk" PRIMARY KEY ("region_id", "granularity", "period")
);--> statement-breakpoint
INSERT INTO "indicator_histogram_versions" ("granularity", "region_id", "period", "version")
SELECT k."granularity", k."region_id", k."period", nextval('indicator_histogram_version_seq')
FROM (SELECT DISTINCT "granularity", "region_id", "period" FROM "indicator_stay_histogram") AS k ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The periods a stay began in, as the histogram counts it (its day and month; its region and every region, 0).
CREATE FUNCTION "indicator_touch_periods"(p_regions integer[], p_began timestamp with time zone[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "indicator_histogram_versions" AS v ("granularity", "region_id", "period", "version")
  SELECT k.granularity, k.region_id, k.period, nextval('indicator_histogram_version_seq')
  FROM (
    SELECT DISTINCT g.granularity, r.region_id, CASE WHEN g.granularity = 'D' THEN x.day ELSE date_trunc('month', x.day)::date END AS period
    FROM (SELECT (u.began AT TIME ZONE 'Africa/Casablanca')::date AS day, u.region FROM unnest(p_regions, p_began) AS u(region, began)) AS x
    CROSS JOIN (VALUES ('D'), ('M')) AS g(granularity)
    CROSS JOIN LATERAL (VALUES (x.region), (0)) AS r(region_id)
  ) AS k
  ORDER BY 2, 1, 3
  ON CONFLICT ("region_id", "granularity", "period") DO UPDATE SET "version" = excluded."version"
$$;--> statement-breakpoint
-- A completed stay counted (decision 090's writer), its periods' versions moved on.
CREATE OR REPLACE FUNCTION "indicator_add_stay"(p_kind text, p_step text, p_region integer, p_began timestamp with time zone, p_days double precision)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "indicator_stay_histogram" AS h ("granularity", "region_id", "period", "kind", "step", "bucket", "stays")
  SELECT g.granularity, r.region_id,
    CASE WHEN g.granularity = 'D' THEN d.day ELSE date_trunc('month', d.day)::date END,
    p_kind, p_step, "indicator_bucket"(p_days), 1
  FROM (SELECT (p_began AT TIME ZONE 'Africa/Casablanca')::date AS day) AS d
  CROSS JOIN (VALUES ('D'), ('M')) AS g(granularity)
  CROSS JOIN (VALUES (p_region), (0)) AS r(region_id)
  ON CONFLICT ("granularity", "region_id", "period", "kind", "step", "bucket") DO UPDATE SET "stays" = h."stays" + 1;
  SELECT "indicator_touch_periods"(ARRAY[p_region], ARRAY[p_began]);
$$;--> statement-breakpoint
-- A set of completed stays as the histogram keys they were counted under (day and month; their region and all, 0).
CREATE FUNCTION "indicator_stay_keys"(p_steps text[], p_regions integer[], p_began timestamp with time zone[], p_days double precision[])
RETURNS TABLE ("granularity" text, "region_id" integer, "period" date, "step" text, "bucket" smallint, "n" integer)
LANGUAGE sql STABLE AS $$
  SELECT g.granularity, r.region_id, CASE WHEN g.granularity = 'D' THEN x.day ELSE date_trunc('month', x.day)::date END,
    x.step, x.bucket, sum(x.n)::integer
  FROM (
    SELECT (u.began AT TIME ZONE 'Africa/Casablanca')::date AS day, u.region, u.step, "indicator_bucket"(u.days) AS bucket, count(*) AS n
    FROM unnest(p_steps, p_regions, p_began, p_days) AS u(step, region, began, days)
    GROUP BY 1, 2, 3, 4
  ) AS x
  CROSS JOIN (VALUES ('D'), ('M')) AS g(granularity)
  CROSS JOIN LATERAL (VALUES (x.region), (0)) AS r(region_id)
  GROUP BY 1, 2, 3, 4, 5
$$;--> statement-breakpoint
-- Those stays leave the histogram; a key left at zero is removed (as indicators_rebuild() would not write it).
CREATE FUNCTION "indicator_remove_stays"(p_kind text, p_steps text[], p_regions integer[], p_began timestamp with time zone[], p_days double precision[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(p_steps, 1), 0) = 0 THEN RETURN; END IF;
  UPDATE "indicator_stay_histogram" AS h SET "stays" = h."stays" - k."n"
  FROM "indicator_stay_keys"(p_steps, p_regions, p_began, p_days) AS k
  WHERE h."granularity" = k."granularity" AND h."region_id" = k."region_id" AND h."period" = k."period"
    AND h."kind" = p_kind AND h."step" = k."step" AND h."bucket" = k."bucket";
  DELETE FROM "indicator_stay_histogram" AS h
  USING "indicator_stay_keys"(p_steps, p_regions, p_began, p_days) AS k
  WHERE h."granularity" = k."granularity" AND h."region_id" = k."region_id" AND h."period" = k."period"
    AND h."kind" = p_kind AND h."step" = k."step" AND h."bucket" = k."bucket" AND h."stays" <= 0;
  PERFORM "indicator_touch_periods"(p_regions, p_began);
END
$$;--> statement-breakpoint
-- A completed phase stay deleted (with its file, or re-derived below): its length leaves the histogram.
CREATE FUNCTION "indicator_phase_stays_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "indicator_remove_stays"('P', array_agg(g."phase"::text), array_agg(g."region_id"), array_agg(g."began_at"), array_agg(g."days"))
  FROM gone AS g;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "phase_stays_deleted" AFTER DELETE ON "phase_stays" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "indicator_phase_stays_deleted"();--> statement-breakpoint
-- An answered hold deleted (with its file): its length leaves the histogram. An unanswered one was never counted.
CREATE FUNCTION "indicator_reviews_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "indicator_remove_stays"('A', array_agg(g."administration_id"::text), array_agg(g."region_id"), array_agg(g."shared_at"), array_agg(g."days"))
  FROM gone AS g WHERE g."opinion_at" IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "administration_reviews_deleted" AFTER DELETE ON "administration_reviews" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "indicator_reviews_deleted"();--> statement-breakpoint
-- Phase rows deleted: for each file still there, the days and counters it no longer reaches leave the daily counts
-- (a file counts once per day and counter), and its stays are derived again from the phases left.
CREATE FUNCTION "indicator_phases_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  f record;
  s record;
BEGIN
  FOR f IN SELECT p."id", p."region_id" FROM "projects" AS p WHERE p."id" IN (SELECT DISTINCT g."project_id" FROM gone AS g) LOOP
    WITH reached AS (
      SELECT (x."created_at" AT TIME ZONE 'Africa/Casablanca')::date AS day, c.counter
      FROM (SELECT "created_at", "title", "metadata" FROM "project_phases" WHERE "project_id" = f."id"
            UNION ALL SELECT "created_at", "title", "metadata" FROM gone WHERE "project_id" = f."id") AS x
      CROSS JOIN LATERAL "indicator_counters"(x."title"::text, x."metadata") AS c(counter)
    ), still AS (
      SELECT (x."created_at" AT TIME ZONE 'Africa/Casablanca')::date AS day, c.counter
      FROM "project_phases" AS x CROSS JOIN LATERAL "indicator_counters"(x."title"::text, x."metadata") AS c(counter)
      WHERE x."project_id" = f."id"
    ), lost AS (SELECT day, counter FROM reached EXCEPT SELECT day, counter FROM still)
    UPDATE "indicator_daily_counts" AS d SET "files" = d."files" - 1 FROM lost
    WHERE d."day" = lost.day AND d."region_id" = f."region_id" AND d."counter" = lost.counter;
    DELETE FROM "indicator_daily_counts" WHERE "region_id" = f."region_id" AND "files" <= 0
      AND "day" IN (SELECT (g."created_at" AT TIME ZONE 'Africa/Casablanca')::date FROM gone AS g WHERE g."project_id" = f."id");
    -- The stays: deleted (the trigger above takes them out of the histogram), then derived again and counted.
    DELETE FROM "phase_stays" WHERE "project_id" = f."id";
    FOR s IN
      INSERT INTO "phase_stays" ("project_id", "region_id", "phase", "began_at", "ended_at", "days")
      SELECT f."id", f."region_id", x."title", x."created_at", x.ended_at, extract(epoch FROM (x.ended_at - x."created_at")) / 86400
      FROM (SELECT "title", "created_at", lead("created_at") OVER (ORDER BY "id") AS ended_at
            FROM "project_phases" WHERE "project_id" = f."id") AS x
      WHERE x.ended_at IS NOT NULL
      RETURNING "phase", "began_at", "days"
    LOOP
      PERFORM "indicator_add_stay"('P', s."phase"::text, f."region_id", s."began_at", s."days");
    END LOOP;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "project_phases_deleted" AFTER DELETE ON "project_phases" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "indicator_phases_deleted"();--> statement-breakpoint
-- A file deleted: its phases go first, while the file (and its region) is still there, so the trigger above takes
-- them out of the daily counts and the histogram; its holds follow by the foreign key's cascade.
CREATE FUNCTION "indicator_project_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "project_phases" WHERE "project_id" = OLD."id";
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_deleted" BEFORE DELETE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "indicator_project_deleted"();--> statement-breakpoint
-- The rebuild empties the derived tables without the triggers above (nothing to subtract from what it recomputes).
CREATE OR REPLACE FUNCTION "indicators_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "phase_stays", "indicator_stay_histogram", "indicator_daily_counts", "indicator_histogram_versions";
  INSERT INTO "phase_stays" ("project_id", "region_id", "phase", "began_at", "ended_at", "days")
  SELECT s."project_id", p."region_id", s."title", s."created_at", s.ended_at, extract(epoch FROM (s.ended_at - s."created_at")) / 86400
  FROM (SELECT "project_id", "title", "created_at", lead("created_at") OVER (PARTITION BY "project_id" ORDER BY "id") AS ended_at
        FROM "project_phases") AS s
  JOIN "projects" AS p ON p."id" = s."project_id"
  WHERE s.ended_at IS NOT NULL;
  INSERT INTO "indicator_stay_histogram" ("granularity", "region_id", "period", "kind", "step", "bucket", "stays")
  SELECT g.granularity, r.region_id, CASE WHEN g.granularity = 'D' THEN x.day ELSE date_trunc('month', x.day)::date END,
    x.kind, x.step, x.bucket, sum(x.n)::integer
  FROM (
    SELECT ("began_at" AT TIME ZONE 'Africa/Casablanca')::date AS day, "region_id", 'P' AS kind, "phase"::text AS step,
      "indicator_bucket"("days") AS bucket, count(*) AS n
    FROM "phase_stays" GROUP BY 1, 2, 3, 4, 5
    UNION ALL
    SELECT ("shared_at" AT TIME ZONE 'Africa/Casablanca')::date, "region_id", 'A', "administration_id"::text,
      "indicator_bucket"("days"), count(*)
    FROM "administration_reviews" WHERE "opinion_at" IS NOT NULL GROUP BY 1, 2, 3, 4, 5
  ) AS x
  CROSS JOIN (VALUES ('D'), ('M')) AS g(granularity)
  CROSS JOIN LATERAL (VALUES (x."region_id"), (0)) AS r(region_id)
  GROUP BY 1, 2, 3, 4, 5, 6;
  -- Every period gets a new version: a reader's kept periods are all read again.
  INSERT INTO "indicator_histogram_versions" ("granularity", "region_id", "period", "version")
  SELECT k."granularity", k."region_id", k."period", nextval('indicator_histogram_version_seq')
  FROM (SELECT DISTINCT "granularity", "region_id", "period" FROM "indicator_stay_histogram") AS k;
  INSERT INTO "indicator_daily_counts" ("day", "region_id", "counter", "files")
  SELECT x.day, x.region_id, x.counter, count(DISTINCT x.project_id)::integer
  FROM (
    SELECT (ph."created_at" AT TIME ZONE 'Africa/Casablanca')::date AS day, p."region_id", ph."project_id", c.counter
    FROM "project_phases" AS ph JOIN "projects" AS p ON p."id" = ph."project_id"
    CROSS JOIN LATERAL "indicator_counters"(ph."title"::text, ph."metadata") AS c(counter)
  ) AS x
  GROUP BY 1, 2, 3;
END
$$;--> statement-breakpoint
-- The total of one figure's files (POST /global-indicators/bottleneck-files) is its count in the histogram: one
-- step's or one administration's buckets of the range, read by index only instead of counting its stays.
CREATE INDEX IF NOT EXISTS "indicator_stay_histogram_step_idx" ON "indicator_stay_histogram" ("region_id", "kind", "step", "granularity", "period") INCLUDE ("stays");
