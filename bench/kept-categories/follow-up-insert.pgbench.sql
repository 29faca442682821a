-- Decision 111: one follow-up action inserted in its own transaction (pgbench), with and without its refresh trigger.
\set p random(1, 300000)
insert into follow_up_actions (project_id, procedure_id, type, recipient, step_title, delay_days, deadline, status, created_at, updated_at) select id, 3, 'NORMAL_ACTION', 'ADVISOR', 'Etape', 5, current_date, 'OPEN', now(), now() from projects where id = :p;
