-- Decision 111: a synthetic database for the statement comparison (300 000 files; run on a database migrated by this
-- build, then synth-actions-and-back-fill.sql). Triggers are off while loading (session_replication_role).
\timing on
set session_replication_role = replica;
begin;
insert into projects (name, user_id, region_id, reference, latest_phase, latest_phase_at, deposited_at, crui_date, created_at, updated_at)
select 'Synth ' || i, (select id from users where username = 'investisseur@demo.cri.ma'),
  case when i % 5 = 0 then 2 else 1 + i % 12 end, 'SYN-' || i,
  (array['DRAFT','IN_REVIEW','COMPLEMENTS_IN_REVIEW','FILLED','SHARED_TO_CRUI_MEMBERS','SCHEDULED','UNSCHEDULED','REVIEWED_IN_CRUI','REVIEWED_IN_CRUI','REVIEWED_IN_CRUI','ARCHIVED','INVESTOR_EDITING','WAITING_FOR_ADMINISTRATION_DOCUMENTS','RECOURSE_REQUESTED','RECOURSE_REVIEWED_CRUI','MINISTERIAL_RECOURSE_REQUESTED','RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE'])[1 + i % 17]::text,
  now() - ((i % 700) || ' days')::interval - ((i % 1440) || ' minutes')::interval,
  now() - ((i % 720) || ' days')::interval,
  case when i % 17 in (4, 5) and i % 2 = 0 then (current_date + (i % 30 - 10))::date end,
  now() - ((i % 720) || ' days')::interval, now()
from generate_series(1, 300000) i;
insert into project_phases (project_id, title, metadata, created_at)
select p.id, p.latest_phase::project_phase_title,
  jsonb_build_array(jsonb_build_object('name', 'COMMISSION_CHOICE', 'value', case when p.id % 3 = 0 then 'UNFAVORABLE' else 'FAVORABLE' end)),
  p.latest_phase_at
from projects p where p.latest_phase in ('REVIEWED_IN_CRUI','RECOURSE_REVIEWED_CRUI','RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE');
insert into follow_up_actions (project_id, procedure_id, type, recipient, step_title, delay_days, deadline, status, act_status, created_at, updated_at)
select p.id, 3, t.type, (array['INVESTOR','ADVISOR','ADMINISTRATION'])[1 + p.id % 3], 'Etape', 5, current_date,
  case when p.id % 3 = 0 then 'DONE' else 'OPEN' end,
  case when t.type = 'ACT_DELIVERY' then (array['AWAITING_ACT','AWAITING_VALIDATION','APPROVED','SIGNED'])[1 + p.id % 4] end,
  now(), now()
from projects p cross join lateral (select (array['UPLOAD_FILE','PAYMENT','ACT_DELIVERY','NORMAL_ACTION'])[1 + p.id % 4] as type) t
where p.id % 3 = 0 and p.latest_phase not in ('DRAFT');
insert into monitoring_projects (project_id, region_id, origin, decision_date, created_at, updated_at)
select p.id, p.region_id, 'INITIAL_DECISION', (p.latest_phase_at)::date, now(), now() from projects p where p.latest_phase = 'REVIEWED_IN_CRUI' and p.id % 3 <> 0 and p.id % 2 = 0;
insert into monitoring_project_procedures (monitoring_project_id, procedure_id) select id, 3 from monitoring_projects;
insert into monitoring_milestones (monitoring_project_id, region_id, monitoring_project_procedure_id, order_number, name_fr, name_ar, day_number, absolute_day_number, milestone_type, verification_expected_date, action_completed, created_at, updated_at)
select mp.id, mp.region_id, mpp.id, k, 'Jalon', 'مرحلة', 90 * k, 90 * k, 'PROCEDURAL_MILESTONE', mp.decision_date + 90 * k, (mp.decision_date + 90 * k < current_date - 60), now(), now()
from monitoring_projects mp join monitoring_project_procedures mpp on mpp.monitoring_project_id = mp.id cross join generate_series(1, 4) k;
-- The counters as the migrations back-fill them (0035, 0036).
delete from project_phase_counts;
insert into project_phase_counts (region_id, phase, programmed, files)
  select region_id, coalesce(latest_phase::text, ''), crui_date is not null, count(*)::int from projects group by 1, 2, 3;
delete from project_category_counts; delete from monitoring_due_months;
commit;
set session_replication_role = origin;
