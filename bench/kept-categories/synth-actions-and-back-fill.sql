-- Decision 111: the follow-up actions of the synthetic database, then the back-fill of migration 0036 (copied from it).
\timing on
set session_replication_role = replica;
begin;
delete from follow_up_actions;
insert into follow_up_actions (project_id, procedure_id, type, recipient, step_title, delay_days, deadline, status, act_status, created_at, updated_at)
select p.id, 3, t.type, (array['INVESTOR','ADVISOR','ADMINISTRATION'])[1 + (p.id / 3) % 3], 'Etape', 5, current_date,
  case when (p.id / 9) % 3 = 0 then 'DONE' else 'OPEN' end,
  case when t.type = 'ACT_DELIVERY' then (array['AWAITING_ACT','AWAITING_VALIDATION','APPROVED','SIGNED'])[1 + (p.id / 7) % 4] end,
  now(), now()
from projects p cross join lateral (select (array['UPLOAD_FILE','PAYMENT','ACT_DELIVERY','NORMAL_ACTION'])[1 + (p.id / 5) % 4] as type) t
where p.id % 3 = 0 and p.latest_phase not in ('DRAFT');
update projects set category_flags = 0, monitoring_due_on = null where category_flags <> 0 or monitoring_due_on is not null;
delete from project_category_counts; delete from monitoring_due_months;
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
) AS x WHERE x."project_id" = p."id" AND (x."flags" <> 0 OR x."due" IS NOT NULL);
INSERT INTO "project_category_counts" ("region_id", "kind", "phase", "files")
  SELECT p."region_id", k."kind", coalesce(p."latest_phase"::text, ''), count(*)::int FROM "projects" AS p
  JOIN (VALUES (1, 'ADVISOR_ACTIONS'), (2, 'DOCUMENTS_TO_DELIVER'), (4, 'ACT_DELIVERED'), (8, 'MONITORED'), (16, 'UNFAVOURABLE'))
    AS k("bit", "kind") ON p."category_flags" & k."bit" <> 0
  WHERE p."category_flags" <> 0 GROUP BY 1, 2, 3;
INSERT INTO "monitoring_due_months" ("region_id", "month", "files")
  SELECT "region_id", date_trunc('month', "monitoring_due_on")::date, count(*)::int FROM "projects"
  WHERE "monitoring_due_on" IS NOT NULL GROUP BY 1, 2;

commit;
set session_replication_role = origin;
vacuum analyze;
