-- Decision 111: the follow-up actions of the synthetic database, then the kept categories rebuilt from the tables.
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
-- The counters and the files' categories from the tables (migration 0037's counters_rebuild(), decision 116).
select counters_rebuild();

commit;
set session_replication_role = origin;
vacuum analyze;
