-- Decision 117: the files a commission asked to reschedule kept as bit 32 of the files' categories (decision 111), so
-- the list of files waiting for a session (GET /projects/projects-to-program, the national commission's list) reads
-- two ordered indexes instead of the latest phase row of every reviewed file (1.4 s for a region, 2 s for the country
-- at 1 000 000 files). The bit is the former condition: the latest phase is REVIEWED_IN_CRUI and its row says
-- TO_BE_RESCHEDULED (recordPhase writes the file's latest phase with every phase row, so the latest row is that
-- phase's). It is counted in no category (project_category_counts counts bits 1-16 only). Kept by the same deferred
-- triggers as the other bits (the phase rows of REVIEWED_IN_CRUI refresh the file), rebuilt by counters_rebuild().
-- And the files' total investment (the sum of their sector components) kept on the file by a trigger on the
-- components, so the national commission's list (250 M DH or more) reads its own partial index.
ALTER TABLE "projects" ADD COLUMN "total_investment" numeric(17, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "project_categories_refresh"(p_project integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_phase text;
  v_flags integer;
  v_due date;
BEGIN
  IF p_project IS NULL THEN
    RETURN;
  END IF;
  SELECT p."latest_phase"::text INTO v_phase FROM "projects" AS p WHERE p."id" = p_project FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT
    (CASE WHEN EXISTS (SELECT 1 FROM "follow_up_actions" AS f WHERE f."project_id" = p_project AND f."deleted_at" IS NULL
      AND f."status" = 'OPEN' AND (f."recipient" = 'ADVISOR' AND f."type" <> 'ACT_DELIVERY'
        OR f."act_status" IN ('AWAITING_ACT', 'REVISION_REQUESTED'))) THEN 1 ELSE 0 END)
    | (CASE WHEN EXISTS (SELECT 1 FROM "follow_up_actions" AS f WHERE f."project_id" = p_project AND f."deleted_at" IS NULL
      AND f."status" = 'OPEN' AND f."type" = 'UPLOAD_FILE' AND f."recipient" IN ('INVESTOR', 'ADMINISTRATION')) THEN 2 ELSE 0 END)
    | (CASE WHEN EXISTS (SELECT 1 FROM "follow_up_actions" AS f WHERE f."project_id" = p_project AND f."deleted_at" IS NULL
      AND f."act_status" = 'SIGNED') THEN 4 ELSE 0 END)
    | (CASE WHEN EXISTS (SELECT 1 FROM "monitoring_projects" AS mp WHERE mp."project_id" = p_project) THEN 8 ELSE 0 END)
    | (CASE WHEN v_phase IN ('REVIEWED_IN_CRUI', 'RECOURSE_REVIEWED_CRUI', 'RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE')
        AND (SELECT pp."metadata" FROM "project_phases" AS pp WHERE pp."project_id" = p_project AND pp."title"::text = v_phase
          ORDER BY pp."id" DESC LIMIT 1) @> '[{"name":"COMMISSION_CHOICE","value":"UNFAVORABLE"}]'::jsonb
      THEN 16 ELSE 0 END)
    | (CASE WHEN v_phase = 'REVIEWED_IN_CRUI'
        AND (SELECT pp."metadata" FROM "project_phases" AS pp WHERE pp."project_id" = p_project AND pp."title"::text = v_phase
          ORDER BY pp."id" DESC LIMIT 1) @> '[{"name":"COMMISSION_CHOICE","value":"TO_BE_RESCHEDULED"}]'::jsonb
      THEN 32 ELSE 0 END)
  INTO v_flags;
  SELECT min(mm."verification_expected_date") INTO v_due FROM "monitoring_milestones" AS mm
    JOIN "monitoring_projects" AS mp ON mp."id" = mm."monitoring_project_id"
    WHERE mp."project_id" = p_project AND NOT mm."disabled" AND NOT mm."action_completed";
  UPDATE "projects" SET "category_flags" = v_flags, "monitoring_due_on" = v_due
    WHERE "id" = p_project AND ("category_flags" <> v_flags OR "monitoring_due_on" IS DISTINCT FROM v_due);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "counters_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "project_phase_counts";
  INSERT INTO "project_phase_counts" ("region_id", "phase", "programmed", "files")
    SELECT "region_id", coalesce("latest_phase"::text, ''), "crui_date" IS NOT NULL, count(*)::int FROM "projects" GROUP BY 1, 2, 3;
  DELETE FROM "commission_session_days";
  INSERT INTO "commission_session_days" ("region_id", "day", "commissions")
    SELECT "region_id", "commission_date", count(*)::int FROM "commissions" GROUP BY 1, 2;
  -- The files' categories: migration 0036's back-fill, over every file (a file that lost its categories gets 0). The
  -- trigger that counts a file's change of categories is off meanwhile: the counts are rebuilt below, and its events,
  -- run at commit, would count each change a second time.
  ALTER TABLE "projects" DISABLE TRIGGER "projects_category_counts_update";
  UPDATE "projects" AS p SET "category_flags" = coalesce(x."flags", 0), "monitoring_due_on" = x."due"
  FROM "projects" AS q LEFT JOIN (
    SELECT k."project_id", bit_or(k."flag")::int AS "flags", min(k."due") AS "due" FROM (
      SELECT f."project_id",
        (CASE WHEN f."deleted_at" IS NULL AND f."status" = 'OPEN' AND (f."recipient" = 'ADVISOR' AND f."type" <> 'ACT_DELIVERY'
          OR f."act_status" IN ('AWAITING_ACT', 'REVISION_REQUESTED')) THEN 1 ELSE 0 END)
        | (CASE WHEN f."deleted_at" IS NULL AND f."status" = 'OPEN' AND f."type" = 'UPLOAD_FILE'
          AND f."recipient" IN ('INVESTOR', 'ADMINISTRATION') THEN 2 ELSE 0 END)
        | (CASE WHEN f."deleted_at" IS NULL AND f."act_status" = 'SIGNED' THEN 4 ELSE 0 END) AS "flag",
        NULL::date AS "due"
      FROM "follow_up_actions" AS f
      UNION ALL SELECT mp."project_id", 8, NULL::date FROM "monitoring_projects" AS mp
      UNION ALL SELECT mp."project_id", 0, mm."verification_expected_date" FROM "monitoring_milestones" AS mm
        JOIN "monitoring_projects" AS mp ON mp."id" = mm."monitoring_project_id"
        WHERE NOT mm."disabled" AND NOT mm."action_completed"
      UNION ALL SELECT f."id", 16, NULL::date FROM "projects" AS f
        WHERE f."latest_phase"::text IN ('REVIEWED_IN_CRUI', 'RECOURSE_REVIEWED_CRUI', 'RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE')
          AND (SELECT pp."metadata" FROM "project_phases" AS pp WHERE pp."project_id" = f."id"
            AND pp."title"::text = f."latest_phase"::text ORDER BY pp."id" DESC LIMIT 1)
            @> '[{"name":"COMMISSION_CHOICE","value":"UNFAVORABLE"}]'::jsonb
      UNION ALL SELECT f."id", 32, NULL::date FROM "projects" AS f
        WHERE f."latest_phase"::text = 'REVIEWED_IN_CRUI'
          AND (SELECT pp."metadata" FROM "project_phases" AS pp WHERE pp."project_id" = f."id"
            AND pp."title"::text = f."latest_phase"::text ORDER BY pp."id" DESC LIMIT 1)
            @> '[{"name":"COMMISSION_CHOICE","value":"TO_BE_RESCHEDULED"}]'::jsonb
    ) AS k GROUP BY k."project_id"
  ) AS x ON x."project_id" = q."id"
  WHERE q."id" = p."id"
    AND (p."category_flags" IS DISTINCT FROM coalesce(x."flags", 0) OR p."monitoring_due_on" IS DISTINCT FROM x."due");
  ALTER TABLE "projects" ENABLE TRIGGER "projects_category_counts_update";
  DELETE FROM "project_category_counts";
  INSERT INTO "project_category_counts" ("region_id", "kind", "phase", "files")
    SELECT p."region_id", k."kind", coalesce(p."latest_phase"::text, ''), count(*)::int FROM "projects" AS p
    JOIN (VALUES (1, 'ADVISOR_ACTIONS'), (2, 'DOCUMENTS_TO_DELIVER'), (4, 'ACT_DELIVERED'), (8, 'MONITORED'), (16, 'UNFAVOURABLE'))
      AS k("bit", "kind") ON p."category_flags" & k."bit" <> 0
    WHERE p."category_flags" <> 0 GROUP BY 1, 2, 3;
  DELETE FROM "monitoring_due_months";
  INSERT INTO "monitoring_due_months" ("region_id", "month", "files")
    SELECT "region_id", date_trunc('month', "monitoring_due_on")::date, count(*)::int FROM "projects"
    WHERE "monitoring_due_on" IS NOT NULL GROUP BY 1, 2;
END
$$;--> statement-breakpoint
-- The back-fill: the files already asked to reschedule.
UPDATE "projects" AS f SET "category_flags" = f."category_flags" | 32
  WHERE f."latest_phase"::text = 'REVIEWED_IN_CRUI' AND f."category_flags" & 32 = 0
    AND (SELECT pp."metadata" FROM "project_phases" AS pp WHERE pp."project_id" = f."id"
      AND pp."title"::text = f."latest_phase"::text ORDER BY pp."id" DESC LIMIT 1)
      @> '[{"name":"COMMISSION_CHOICE","value":"TO_BE_RESCHEDULED"}]'::jsonb;--> statement-breakpoint
CREATE FUNCTION "project_total_investment_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_project integer;
BEGIN
  -- The file's total from its components (the old row's file and the new row's), written only when it changes.
  FOR v_project IN SELECT DISTINCT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD."project_id" END, CASE WHEN TG_OP <> 'DELETE' THEN NEW."project_id" END]) AS x
    WHERE x IS NOT NULL LOOP
    UPDATE "projects" AS p SET "total_investment" = t."total"
    FROM (SELECT coalesce(sum(c."investment_amount"), 0) AS "total" FROM "project_sector_components" AS c
      WHERE c."project_id" = v_project) AS t
    WHERE p."id" = v_project AND p."total_investment" <> t."total";
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "project_sector_components_total" AFTER INSERT OR DELETE OR UPDATE OF "project_id", "investment_amount"
  ON "project_sector_components" FOR EACH ROW EXECUTE FUNCTION "project_total_investment_follow"();--> statement-breakpoint
UPDATE "projects" AS p SET "total_investment" = t."total"
  FROM (SELECT "project_id", sum("investment_amount") AS "total" FROM "project_sector_components" GROUP BY 1) AS t
  WHERE p."id" = t."project_id" AND t."total" <> 0;--> statement-breakpoint
CREATE INDEX "projects_to_program_region_idx" ON "projects" USING btree ("region_id","validated_at","latest_phase_at","id") WHERE "projects"."crui_date" is null and "projects"."latest_phase" in ('FILLED', 'SHARED_TO_CRUI_MEMBERS', 'UNSCHEDULED');--> statement-breakpoint
CREATE INDEX "projects_to_program_idx" ON "projects" USING btree ("validated_at","latest_phase_at","id") WHERE "projects"."crui_date" is null and "projects"."latest_phase" in ('FILLED', 'SHARED_TO_CRUI_MEMBERS', 'UNSCHEDULED');--> statement-breakpoint
CREATE INDEX "projects_to_program_national_idx" ON "projects" USING btree ("validated_at","latest_phase_at","id") WHERE "projects"."crui_date" is null and "projects"."latest_phase" in ('FILLED', 'SHARED_TO_CRUI_MEMBERS', 'UNSCHEDULED') and "projects"."total_investment" >= 250000000;--> statement-breakpoint
CREATE INDEX "projects_rescheduled_idx" ON "projects" USING btree ("region_id","validated_at","latest_phase_at","id") WHERE "projects"."category_flags" & 32 <> 0;
