explain (analyze, costs off) select
  (select count(*)::int from projects where latest_phase in ('IN_REVIEW','COMPLEMENTS_IN_REVIEW','FILLED','UNSCHEDULED') and latest_phase_at < '2026-11-24T23:00:00Z') overdue,
  (select count(*)::int from projects where latest_phase in ('SCHEDULED','SHARED_TO_CRUI_MEMBERS') and crui_date between '2026-11-23' and '2026-11-27') programmed_this_week,
  (select count(*)::int from projects where latest_phase_at >= '2026-11-22T23:00:00Z' and deposited_at >= '2026-11-22T23:00:00Z') submitted_this_week;
explain (analyze, costs off) select id from projects where latest_phase in ('REVIEWED_IN_CRUI','RECOURSE_REVIEWED_CRUI','RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE')
  and (category_flags <> 0 and category_flags & 16 <> 0) order by latest_phase_at asc nulls last, id asc limit 5;
explain (analyze, costs off) select id from projects where latest_phase in ('RECOURSE_REQUESTED') order by latest_phase_at asc nulls last, id asc limit 5;
explain (analyze, costs off) select id from projects where region_id = 2 and (category_flags <> 0 and category_flags & 8 <> 0) order by latest_phase_at asc nulls last, id asc limit 10;
explain (analyze, costs off) select r.id from recourses r where r.decided_at is not null and r.type in ('GRACIOUS','MINISTERIAL') and r.region_id = 2 order by r.decision_deadline, r.id limit 10;
explain (analyze, costs off) select count(*) from recourses r where r.decided_at is not null and r.type in ('GRACIOUS','MINISTERIAL') and r.region_id = 2;
