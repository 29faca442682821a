-- Decision 111 (bench/national-scale.mjs at 1 000 000 files): the list categories read from other tables, kept on
-- the file at commit, and counted like the phases of decision 107.
-- 1. projects.category_flags (bits: 1 an open follow-up action for the advisor, 2 an open document request to the
--    investor or an administration, 4 a signed act, 8 a monitoring project, 16 an unfavourable latest decision) and
--    projects.monitoring_due_on (the earliest expected date of the enabled, undone milestones), recomputed for a file
--    by project_categories_refresh() from deferred constraint triggers on follow_up_actions, monitoring_projects,
--    monitoring_milestones, project_phases and projects (a change of latest phase): at commit, as decision 104.
-- 2. project_category_counts (region, kind, latest phase) and monitoring_due_months (region, month of the due date),
--    kept by deferred triggers on projects as project_phase_counts (migration 0035).
-- 3. Indexes for the national lists and scalar counts, and for an appeal tab of several types in a region.
CREATE TABLE "monitoring_due_months" (
	"region_id" integer NOT NULL,
	"month" date NOT NULL,
	"files" integer NOT NULL,
	CONSTRAINT "monitoring_due_months_region_id_month_pk" PRIMARY KEY("region_id","month")
);
--> statement-breakpoint
CREATE TABLE "project_category_counts" (
	"region_id" integer NOT NULL,
	"kind" text NOT NULL,
	"phase" text NOT NULL,
	"files" integer NOT NULL,
	CONSTRAINT "project_category_counts_region_id_kind_phase_pk" PRIMARY KEY("region_id","kind","phase")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "category_flags" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "monitoring_due_on" date;--> statement-breakpoint
-- The back-fill: one pass over each source table, one update of the files that have a category.
UPDATE "projects" AS p SET "category_flags" = x."flags", "monitoring_due_on" = x."due" FROM (
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
) AS x WHERE x."project_id" = p."id" AND (x."flags" <> 0 OR x."due" IS NOT NULL);--> statement-breakpoint
INSERT INTO "project_category_counts" ("region_id", "kind", "phase", "files")
  SELECT p."region_id", k."kind", coalesce(p."latest_phase"::text, ''), count(*)::int FROM "projects" AS p
  JOIN (VALUES (1, 'ADVISOR_ACTIONS'), (2, 'DOCUMENTS_TO_DELIVER'), (4, 'ACT_DELIVERED'), (8, 'MONITORED'), (16, 'UNFAVOURABLE'))
    AS k("bit", "kind") ON p."category_flags" & k."bit" <> 0
  WHERE p."category_flags" <> 0 GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "monitoring_due_months" ("region_id", "month", "files")
  SELECT "region_id", date_trunc('month', "monitoring_due_on")::date, count(*)::int FROM "projects"
  WHERE "monitoring_due_on" IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
CREATE INDEX "projects_phase_at_idx" ON "projects" USING btree ("latest_phase","latest_phase_at","id");--> statement-breakpoint
CREATE INDEX "projects_crui_date_idx" ON "projects" USING btree ("crui_date");--> statement-breakpoint
CREATE INDEX "projects_flagged_region_idx" ON "projects" USING btree ("region_id","latest_phase_at","id") WHERE "projects"."category_flags" <> 0 or "projects"."monitoring_due_on" is not null;--> statement-breakpoint
CREATE INDEX "projects_flagged_idx" ON "projects" USING btree ("latest_phase_at","id") WHERE "projects"."category_flags" <> 0 or "projects"."monitoring_due_on" is not null;--> statement-breakpoint
CREATE INDEX "projects_monitoring_due_idx" ON "projects" USING btree ("monitoring_due_on","region_id") WHERE "projects"."monitoring_due_on" is not null;--> statement-breakpoint
CREATE INDEX "recourses_region_open_deadline_idx" ON "recourses" USING btree ("region_id","decision_deadline","id") WHERE "recourses"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "recourses_region_decided_deadline_idx" ON "recourses" USING btree ("region_id","decision_deadline","id") WHERE "recourses"."decided_at" is not null;--> statement-breakpoint
-- A file's categories from their tables, the same conditions as the lists' former SQL (follow-up-actions/categories.ts,
-- monitoring/categories.ts, projects/list-repository.ts unfavourableSql). The file's row is locked first, so a
-- refresh of the same file by another transaction's commit waits and then reads what that one committed.
CREATE FUNCTION "project_categories_refresh"(p_project integer) RETURNS void LANGUAGE plpgsql AS $$
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
  INTO v_flags;
  SELECT min(mm."verification_expected_date") INTO v_due FROM "monitoring_milestones" AS mm
    JOIN "monitoring_projects" AS mp ON mp."id" = mm."monitoring_project_id"
    WHERE mp."project_id" = p_project AND NOT mm."disabled" AND NOT mm."action_completed";
  UPDATE "projects" SET "category_flags" = v_flags, "monitoring_due_on" = v_due
    WHERE "id" = p_project AND ("category_flags" <> v_flags OR "monitoring_due_on" IS DISTINCT FROM v_due);
END
$$;--> statement-breakpoint
CREATE FUNCTION "project_categories_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "project_categories_refresh"(NEW."project_id");
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."project_id" IS DISTINCT FROM NEW."project_id") THEN
    PERFORM "project_categories_refresh"(OLD."project_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "follow_up_actions_categories" AFTER INSERT OR DELETE
  OR UPDATE OF "project_id", "status", "recipient", "type", "act_status", "deleted_at" ON "follow_up_actions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "project_categories_follow"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "monitoring_projects_categories" AFTER INSERT OR DELETE OR UPDATE OF "project_id" ON "monitoring_projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "project_categories_follow"();--> statement-breakpoint
-- Only a phase row of a review phase can decide "unfavourable" (the latest row of the file's latest phase, one of three).
CREATE CONSTRAINT TRIGGER "project_phases_categories_insert" AFTER INSERT ON "project_phases"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW."title"::text IN ('REVIEWED_IN_CRUI', 'RECOURSE_REVIEWED_CRUI', 'RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE'))
  EXECUTE FUNCTION "project_categories_follow"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_phases_categories_update" AFTER UPDATE OF "project_id", "title", "metadata" ON "project_phases"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."title"::text IN ('REVIEWED_IN_CRUI', 'RECOURSE_REVIEWED_CRUI', 'RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE')
    OR NEW."title"::text IN ('REVIEWED_IN_CRUI', 'RECOURSE_REVIEWED_CRUI', 'RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE'))
  EXECUTE FUNCTION "project_categories_follow"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_phases_categories_delete" AFTER DELETE ON "project_phases"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."title"::text IN ('REVIEWED_IN_CRUI', 'RECOURSE_REVIEWED_CRUI', 'RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE'))
  EXECUTE FUNCTION "project_categories_follow"();--> statement-breakpoint
CREATE FUNCTION "monitoring_milestones_categories_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "project_categories_refresh"((SELECT mp."project_id" FROM "monitoring_projects" AS mp WHERE mp."id" = NEW."monitoring_project_id"));
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."monitoring_project_id" IS DISTINCT FROM NEW."monitoring_project_id") THEN
    PERFORM "project_categories_refresh"((SELECT mp."project_id" FROM "monitoring_projects" AS mp WHERE mp."id" = OLD."monitoring_project_id"));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "monitoring_milestones_categories" AFTER INSERT OR DELETE
  OR UPDATE OF "monitoring_project_id", "verification_expected_date", "disabled", "action_completed" ON "monitoring_milestones"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "monitoring_milestones_categories_follow"();--> statement-breakpoint
-- The unfavourable decision is the latest phase's: a change of latest phase refreshes the file.
CREATE FUNCTION "projects_categories_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "project_categories_refresh"(NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Into or out of one of the three review phases: the others cannot be "unfavourable".
CREATE CONSTRAINT TRIGGER "projects_categories" AFTER UPDATE OF "latest_phase" ON "projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."latest_phase" IS DISTINCT FROM NEW."latest_phase"
    AND (OLD."latest_phase"::text IN ('REVIEWED_IN_CRUI', 'RECOURSE_REVIEWED_CRUI', 'RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE')
      OR NEW."latest_phase"::text IN ('REVIEWED_IN_CRUI', 'RECOURSE_REVIEWED_CRUI', 'RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE')))
  EXECUTE FUNCTION "projects_categories_follow"();--> statement-breakpoint
CREATE FUNCTION "project_category_counts_add"(p_region integer, p_flags integer, p_phase text, p_due date, p_files integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "project_category_counts" AS c ("region_id", "kind", "phase", "files")
  SELECT p_region, k."kind", coalesce(p_phase, ''), p_files
  FROM (VALUES (1, 'ADVISOR_ACTIONS'), (2, 'DOCUMENTS_TO_DELIVER'), (4, 'ACT_DELIVERED'), (8, 'MONITORED'), (16, 'UNFAVOURABLE'))
    AS k("bit", "kind") WHERE p_flags & k."bit" <> 0
  ON CONFLICT ("region_id", "kind", "phase") DO UPDATE SET "files" = c."files" + EXCLUDED."files";
  INSERT INTO "monitoring_due_months" AS d ("region_id", "month", "files")
  SELECT p_region, date_trunc('month', p_due)::date, p_files WHERE p_due IS NOT NULL
  ON CONFLICT ("region_id", "month") DO UPDATE SET "files" = d."files" + EXCLUDED."files";
$$;--> statement-breakpoint
CREATE FUNCTION "project_category_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "project_category_counts_add"(OLD."region_id", OLD."category_flags", OLD."latest_phase"::text, OLD."monitoring_due_on", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "project_category_counts_add"(NEW."region_id", NEW."category_flags", NEW."latest_phase"::text, NEW."monitoring_due_on", 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "projects_category_counts_insert" AFTER INSERT ON "projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."category_flags" <> 0 OR NEW."monitoring_due_on" IS NOT NULL)
  EXECUTE FUNCTION "project_category_counts_follow"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "projects_category_counts_update" AFTER UPDATE OF "region_id", "latest_phase", "category_flags", "monitoring_due_on" ON "projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."region_id" IS DISTINCT FROM NEW."region_id" OR OLD."latest_phase" IS DISTINCT FROM NEW."latest_phase"
      OR OLD."category_flags" <> NEW."category_flags" OR OLD."monitoring_due_on" IS DISTINCT FROM NEW."monitoring_due_on")
    AND (OLD."category_flags" <> 0 OR NEW."category_flags" <> 0 OR OLD."monitoring_due_on" IS NOT NULL OR NEW."monitoring_due_on" IS NOT NULL))
  EXECUTE FUNCTION "project_category_counts_follow"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "projects_category_counts_delete" AFTER DELETE ON "projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."category_flags" <> 0 OR OLD."monitoring_due_on" IS NOT NULL)
  EXECUTE FUNCTION "project_category_counts_follow"();--> statement-breakpoint
CREATE FUNCTION "project_category_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "project_category_counts";
  DELETE FROM "monitoring_due_months";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_category_counts_truncate" AFTER TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "project_category_counts_truncate"();