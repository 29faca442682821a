-- Decision 104: the indicators' pre-aggregated rows are updated when the transaction that records a phase commits,
-- not when the phase is inserted. Every phase of a region (and of the whole country, region 0 of the histogram) adds
-- to the same few rows of indicator_daily_counts and indicator_stay_histogram; updated at insert time, their row
-- locks were held until the end of the recording transaction (the submission's mails, notifications, advisor pick…),
-- so phase changes of a region waited for one another (bench/mixed-load.mjs: lock waits on indicator_record_phase).
-- A deferred constraint trigger runs indicator_record_phase at commit: the locks last for the commit only. Only the
-- phases recordPhase inserts are counted, as before: it sets `cri.record_phase` for its transaction; rows written
-- otherwise (bulk loads, then indicators_rebuild()) are not queued.
CREATE OR REPLACE FUNCTION "indicator_record_phase_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "indicator_record_phase"(NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "project_phases_indicators" ON "project_phases";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_phases_indicators" AFTER INSERT ON "project_phases"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (current_setting('cri.record_phase', true) = 'on')
  EXECUTE FUNCTION "indicator_record_phase_at_commit"();
