CREATE TABLE "administration_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "administration_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"administration_id" integer NOT NULL,
	"shared_at" timestamp with time zone NOT NULL,
	"opinion_at" timestamp with time zone,
	"days" double precision
);
--> statement-breakpoint
CREATE TABLE "indicator_daily_counts" (
	"day" date NOT NULL,
	"region_id" integer NOT NULL,
	"counter" text NOT NULL,
	"files" integer NOT NULL,
	CONSTRAINT "indicator_daily_counts_day_region_id_counter_pk" PRIMARY KEY("day","region_id","counter")
);
--> statement-breakpoint
CREATE TABLE "indicator_stay_histogram" (
	"granularity" text NOT NULL,
	"region_id" integer NOT NULL,
	"period" date NOT NULL,
	"kind" text NOT NULL,
	"step" text NOT NULL,
	"bucket" smallint NOT NULL,
	"stays" integer NOT NULL,
	CONSTRAINT "indicator_stay_histogram_granularity_region_id_period_kind_step_bucket_pk" PRIMARY KEY("granularity","region_id","period","kind","step","bucket")
);
--> statement-breakpoint
CREATE TABLE "phase_stays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phase_stays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"phase" "project_phase_title" NOT NULL,
	"began_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"days" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "administration_reviews" ADD CONSTRAINT "administration_reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administration_reviews" ADD CONSTRAINT "administration_reviews_administration_id_administrations_id_fk" FOREIGN KEY ("administration_id") REFERENCES "public"."administrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_stays" ADD CONSTRAINT "phase_stays_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "administration_reviews_admin_idx" ON "administration_reviews" USING btree ("administration_id","shared_at");--> statement-breakpoint
CREATE INDEX "administration_reviews_project_idx" ON "administration_reviews" USING btree ("project_id","administration_id");--> statement-breakpoint
CREATE INDEX "administration_reviews_region_idx" ON "administration_reviews" USING btree ("region_id","shared_at");--> statement-breakpoint
CREATE INDEX "phase_stays_phase_idx" ON "phase_stays" USING btree ("phase","began_at");--> statement-breakpoint
CREATE INDEX "phase_stays_region_phase_idx" ON "phase_stays" USING btree ("region_id","phase","began_at");--> statement-breakpoint
CREATE INDEX "phase_stays_project_idx" ON "phase_stays" USING btree ("project_id");--> statement-breakpoint
-- Decision 090: the figures of /global/indicators read pre-aggregated tables kept by the writers. Hand-written below.
-- The summaries are read by index only: the histogram's key with its count, the daily counts' key with theirs.
CREATE INDEX "indicator_stay_histogram_read_idx" ON "indicator_stay_histogram" ("region_id", "granularity", "period") INCLUDE ("kind", "step", "bucket", "stays");--> statement-breakpoint
-- The files behind a figure, longest first: read in length order when the range holds most of the step's stays.
CREATE INDEX "phase_stays_length_idx" ON "phase_stays" ("phase", "days" DESC, "id") INCLUDE ("began_at", "region_id", "project_id");--> statement-breakpoint
CREATE INDEX "phase_stays_region_length_idx" ON "phase_stays" ("region_id", "phase", "days" DESC, "id") INCLUDE ("began_at", "project_id");--> statement-breakpoint
CREATE INDEX "administration_reviews_length_idx" ON "administration_reviews" ("administration_id", "days" DESC, "id") INCLUDE ("shared_at", "region_id", "project_id") WHERE "opinion_at" IS NOT NULL;--> statement-breakpoint
-- The files waiting longest for every region (decision 078): the oldest current steps first, without reading every file.
CREATE INDEX "projects_latest_phase_at_idx" ON "projects" ("latest_phase_at", "id");--> statement-breakpoint
CREATE INDEX "indicator_daily_counts_read_idx" ON "indicator_daily_counts" ("region_id", "day") INCLUDE ("counter", "files");--> statement-breakpoint
CREATE INDEX "indicator_daily_counts_day_idx" ON "indicator_daily_counts" ("day") INCLUDE ("counter", "files");--> statement-breakpoint
-- A stay's length bucket: tenths of a day below 10 days (0..100), then steps of 2 % (bucket 100 + k is 10 × 1.02^k days).
CREATE FUNCTION "indicator_bucket"(p_days double precision) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE WHEN p_days < 9.95 THEN round(greatest(p_days, 0) * 10)
    ELSE least(30000, 100 + round(ln(p_days / 10) / ln(1.02))) END)::smallint
$$;--> statement-breakpoint
-- One completed stay (kind P: a phase; A: an administration's opinion) counted in its day and month, in its region and in all (0).
CREATE FUNCTION "indicator_add_stay"(p_kind text, p_step text, p_region integer, p_began timestamp with time zone, p_days double precision)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "indicator_stay_histogram" AS h ("granularity", "region_id", "period", "kind", "step", "bucket", "stays")
  SELECT g.granularity, r.region_id,
    CASE WHEN g.granularity = 'D' THEN d.day ELSE date_trunc('month', d.day)::date END,
    p_kind, p_step, "indicator_bucket"(p_days), 1
  FROM (SELECT (p_began AT TIME ZONE 'Africa/Casablanca')::date AS day) AS d
  CROSS JOIN (VALUES ('D'), ('M')) AS g(granularity)
  CROSS JOIN (VALUES (p_region), (0)) AS r(region_id)
  ON CONFLICT ("granularity", "region_id", "period", "kind", "step", "bucket") DO UPDATE SET "stays" = h."stays" + 1
$$;--> statement-breakpoint
-- The counters of POST /global-indicators/projects-status a phase row feeds (decision 077's definitions).
CREATE FUNCTION "indicator_counters"(p_title text, p_metadata jsonb) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT p_title
  UNION ALL SELECT 'REVIEWED_OR_SHARED' WHERE p_title IN ('REVIEWED_IN_CRUI', 'SHARED_TO_CRUI_MEMBERS')
  UNION ALL SELECT 'FAVORABLE' WHERE p_title = 'REVIEWED_IN_CRUI'
    AND (p_metadata @> '[{"name":"COMMISSION_CHOICE","value":"FAVORABLE"}]'::jsonb
      OR p_metadata @> '[{"name":"COMMISSION_CHOICE","value":"FAVORABLE_WITH_RESTRICTIONS"}]'::jsonb)
  UNION ALL SELECT 'UNFAVORABLE' WHERE p_title = 'REVIEWED_IN_CRUI'
    AND p_metadata @> '[{"name":"COMMISSION_CHOICE","value":"UNFAVORABLE"}]'::jsonb
$$;--> statement-breakpoint
-- Called by recordPhase after appending a phase: closes the file's previous stay and counts the new phase in its day.
CREATE FUNCTION "indicator_record_phase"(p_phase_id integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  cur record;
  prev record;
  region integer;
  stay_days double precision;
BEGIN
  SELECT * INTO cur FROM "project_phases" WHERE "id" = p_phase_id;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT "region_id" INTO region FROM "projects" WHERE "id" = cur."project_id";
  SELECT * INTO prev FROM "project_phases" WHERE "project_id" = cur."project_id" AND "id" < cur."id" ORDER BY "id" DESC LIMIT 1;
  IF FOUND THEN
    stay_days := extract(epoch FROM (cur."created_at" - prev."created_at")) / 86400;
    INSERT INTO "phase_stays" ("project_id", "region_id", "phase", "began_at", "ended_at", "days")
      VALUES (cur."project_id", region, prev."title", prev."created_at", cur."created_at", stay_days);
    PERFORM "indicator_add_stay"('P', prev."title"::text, region, prev."created_at", stay_days);
  END IF;
  INSERT INTO "indicator_daily_counts" AS d ("day", "region_id", "counter", "files")
  SELECT (cur."created_at" AT TIME ZONE 'Africa/Casablanca')::date, region, c.counter, 1
  FROM "indicator_counters"(cur."title"::text, cur."metadata") AS c(counter)
  WHERE NOT EXISTS (
    SELECT 1 FROM "project_phases" AS e CROSS JOIN LATERAL "indicator_counters"(e."title"::text, e."metadata") AS ec(counter)
    WHERE e."project_id" = cur."project_id" AND e."id" < cur."id" AND ec.counter = c.counter
      AND (e."created_at" AT TIME ZONE 'Africa/Casablanca')::date = (cur."created_at" AT TIME ZONE 'Africa/Casablanca')::date)
  ON CONFLICT ("day", "region_id", "counter") DO UPDATE SET "files" = d."files" + 1;
END
$$;--> statement-breakpoint
-- Rebuilds the three derived tables from the phase history and the administrations' reviews (this migration's back-fill,
-- and a bulk load such as bench/projects-100k.mjs). The writers keep them afterwards.
CREATE FUNCTION "indicators_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "phase_stays";
  DELETE FROM "indicator_stay_histogram";
  DELETE FROM "indicator_daily_counts";
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
-- Back-fill: each administration a file is shared with, until the first opinion one of its members gave after the sharing.
INSERT INTO "administration_reviews" ("project_id", "region_id", "administration_id", "shared_at", "opinion_at", "days")
SELECT psa."project_id", p."region_id", psa."administration_id", psa."shared_at", o.at,
  extract(epoch FROM (o.at - psa."shared_at")) / 86400
FROM "project_shared_administrations" AS psa
JOIN "projects" AS p ON p."id" = psa."project_id"
LEFT JOIN LATERAL (
  SELECT min(cm."opinion_at") AS at FROM "commission_members" AS cm JOIN "commissions" AS c ON c."id" = cm."commission_id"
  WHERE c."project_id" = psa."project_id" AND cm."administration_id" = psa."administration_id" AND cm."opinion_at" >= psa."shared_at"
) AS o ON true;--> statement-breakpoint
SELECT "indicators_rebuild"();
