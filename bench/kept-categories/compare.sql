-- Decision 111: statement times old and new, one psql session, same database (a database migrated by 0036; dates of 2026-11-27).
-- "old" = main's SQL text; where the change is an index, the old plan is taken inside a transaction that drops the
-- new indexes and is rolled back.
\pset pager off
select now(), pg_size_pretty(pg_database_size(current_database()));
-- A. Casablanca-Settat: the monitoring categories (old: EXISTS per file) / new: the kept counts' three reads
explain (analyze, costs off) select (select count(*)::int from projects where projects.region_id = 2 and exists (select 1 from monitoring_projects mp where mp.project_id = projects.id)) a,
  (select count(*)::int from projects where projects.region_id = 2 and exists (select 1 from monitoring_milestones mm join monitoring_projects mp on mp.id = mm.monitoring_project_id
    where mp.project_id = projects.id and not mm.disabled and not mm.action_completed and mm.verification_expected_date <= '2026-12-12')) b;
explain (analyze, costs off) select kind, phase, sum(files)::int from project_category_counts where region_id = 2 group by kind, phase;
explain (analyze, costs off) select coalesce(sum(files), 0)::int from monitoring_due_months where region_id = 2 and month < '2026-12-01';
explain (analyze, costs off) select count(*) from projects where region_id = 2 and monitoring_due_on between '2026-12-01' and '2026-12-12';
-- B. the country: the same
explain (analyze, costs off) select (select count(*)::int from projects where exists (select 1 from monitoring_projects mp where mp.project_id = projects.id)) a,
  (select count(*)::int from projects where exists (select 1 from monitoring_milestones mm join monitoring_projects mp on mp.id = mm.monitoring_project_id
    where mp.project_id = projects.id and not mm.disabled and not mm.action_completed and mm.verification_expected_date <= '2026-12-12')) b;
explain (analyze, costs off) select kind, phase, sum(files)::int from project_category_counts group by kind, phase;
explain (analyze, costs off) select coalesce(sum(files), 0)::int from monitoring_due_months where month < '2026-12-01';
explain (analyze, costs off) select count(*) from projects where monitoring_due_on between '2026-12-01' and '2026-12-12';
-- C. the country: the follow-up categories (old countEach) / new: read from B's counts and the phase counts
explain (analyze, costs off) select
  (select count(*)::int from projects where (latest_phase in ('IN_REVIEW','COMPLEMENTS_IN_REVIEW','WAITING_FOR_ADMINISTRATION_DOCUMENTS') or exists (select 1 from follow_up_actions f where f.project_id = projects.id and f.deleted_at is null and f.status = 'OPEN' and (f.recipient = 'ADVISOR' and f.type <> 'ACT_DELIVERY' or f.act_status in ('AWAITING_ACT', 'REVISION_REQUESTED'))))) actions,
  (select count(*)::int from projects where (latest_phase in ('INVESTOR_EDITING','WAITING_FOR_ADMINISTRATION_DOCUMENTS') or exists (select 1 from follow_up_actions f where f.project_id = projects.id and f.deleted_at is null and f.status = 'OPEN' and f.type = 'UPLOAD_FILE' and f.recipient in ('INVESTOR', 'ADMINISTRATION')))) documents,
  (select count(*)::int from projects where exists (select 1 from follow_up_actions f where f.project_id = projects.id and f.deleted_at is null and f.act_status = 'SIGNED')) delivered;
explain (analyze, costs off) select phase, programmed, sum(files)::int from project_phase_counts group by phase, programmed;
-- D. the country: unfavourable (old) / new from B's counts
explain (analyze, costs off) select count(*)::int from projects where latest_phase in ('REVIEWED_IN_CRUI','RECOURSE_REVIEWED_CRUI','RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE')
  and (select pp.metadata from project_phases pp where pp.project_id = projects.id and pp.title::text = projects.latest_phase::text order by pp.id desc limit 1) @> '[{"name":"COMMISSION_CHOICE","value":"UNFAVORABLE"}]'::jsonb;
-- E. the country: a list page's total (SUBMITED, old count) / new from the phase counts (C's second statement)
explain (analyze, costs off) select count(*) from projects where latest_phase in ('IN_REVIEW','COMPLEMENTS_IN_REVIEW');
explain (analyze, costs off) select count(*) from projects;
-- F. the country: the scalar counts and two pages, old plan (new indexes dropped, rolled back) then new
begin;
drop index projects_phase_at_idx; drop index projects_crui_date_idx; drop index projects_flagged_idx; drop index projects_flagged_region_idx;
drop index recourses_region_open_deadline_idx; drop index recourses_region_decided_deadline_idx;
\ir compare-indexed.sql
rollback;
\ir compare-indexed.sql
