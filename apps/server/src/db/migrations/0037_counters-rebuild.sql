-- Decision 116: the counters kept at commit by the deferred triggers of migrations 0035 and 0036 (the files per phase,
-- the commission days, the files' stored categories and their counts) recomputed from their sources in one pass each,
-- as indicators_rebuild() does for the indicators' tables. For a bulk load that ran with the deferred triggers
-- disabled (bench/lib.mjs withCountersRebuiltAfter: bench/projects-100k.mjs, bench/national-scale.mjs: one refresh per row at commit would take hours at
-- 1 000 000 files) and for repairing the counters by hand. Run it with no concurrent writer and no write pending in
-- its transaction: it replaces the tables and locks the files' table.
CREATE FUNCTION "counters_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
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
$$;
