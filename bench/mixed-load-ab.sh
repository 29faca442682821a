#!/bin/bash
# Builds side by side under the mixed load (issue 22, decision 123; run by hand after `npm run build`, never in npm test):
# runs bench/mixed-load.mjs once per word given, one after the other, `after` with this tree's apps/server/dist and
# `before` with apps/server/dist/before/server.js (a copy of an earlier build), e.g.
#
#   cp -r apps/server/dist /tmp/server-before && mkdir -p apps/server/dist/before && cp -r /tmp/server-before/* apps/server/dist/before/
#   BENCH_SECONDS=120 bench/mixed-load-ab.sh after before after before
#
# Each run's report goes to /tmp/mixed-ab-<i>-<build>.log. When the PostgreSQL server has pg_stat_statements loaded
# (shared_preload_libraries; pg_stat_statements.track_planning = on for the planning time), its counters are reset
# when the load starts and the run's totals (statements, execution ms, planning ms) end the log.
cd "$(dirname "$0")/.." || exit 1
PG_URL=${BENCH_PG_URL:-postgresql://postgres@127.0.0.1:5432/postgres}
i=0
for build in "$@"; do
  i=$((i + 1))
  log=/tmp/mixed-ab-$i-$build.log
  server=()
  [ "$build" = before ] && server=(BENCH_SERVER=apps/server/dist/before/server.js)
  env "${server[@]}" BENCH_DB="cri_mixed_ab_$i" BENCH_PORT=$((8300 + i)) node bench/mixed-load.mjs >"$log" 2>&1 &
  pid=$!
  until grep -q "decided unfavourably" "$log" || ! kill -0 $pid 2>/dev/null; do sleep 1; done
  sleep 2
  psql "$PG_URL" -qAt -c "select pg_stat_statements_reset()" >/dev/null 2>&1
  wait $pid
  psql "$PG_URL" -At -c "select 'pg_stat_statements: ' || sum(calls) || ' statements, ' || round(sum(total_exec_time)::numeric) || ' ms executing, ' || round(sum(total_plan_time)::numeric) || ' ms planning' from pg_stat_statements" >>"$log" 2>/dev/null
  echo "run $i ($build): $log"
done
