-- Decision 125. The search by name reads the lower-case name (a column the database writes) with LIKE: ILIKE lower-cased
-- the name and the pattern for each row it compared, 0.6 us a row (1 000 000 names: ILIKE 610-700 ms, LIKE 32 ms), and a
-- broad search compares thousands (8 365 files of the country hold "Clinique Souss"). The trigram index moves to it.
DROP INDEX "projects_region_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "name_lower" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
CREATE INDEX "projects_region_name_lower_trgm_idx" ON "projects" USING gin ("region_id","name_lower" gin_trgm_ops);--> statement-breakpoint
-- Decision 125. The planner's statistics of the kept category bits (decision 111): it has none for an expression such as
-- "category_flags & 32", so it took the default selectivity of "<> 0" (99.5 % of the files) for every bit. At 1 000 000
-- files the national commission's list, which finds no file asking to be rescheduled, started two parallel workers
-- over a partial index it believed held 995 000 rows (5.5 ms alone, 10-30 ms under load); with these statistics it reads
-- the empty index (0.03 ms). They are built by the table's next ANALYZE (autovacuum's, or one run after deploying): not
-- run here, since analysing a test database's few files changes the plans its tests check (decision 125).
CREATE STATISTICS "projects_category_bits_stats" (mcv) ON ("category_flags" & 1), ("category_flags" & 2), ("category_flags" & 4),
  ("category_flags" & 8), ("category_flags" & 16), ("category_flags" & 32) FROM "projects";--> statement-breakpoint
-- The monitoring dashboard's planned investment and jobs of a region, summed from the index alone (6.4 -> 2.8 ms for
-- Casablanca-Settat's 17 500 monitored files at 1 000 000 files). Declared here only: Drizzle's index builder has no
-- INCLUDE (as migration 0029's covering indexes).
CREATE INDEX "monitoring_projects_region_planned_idx" ON "monitoring_projects" ("region_id") INCLUDE ("planned_investment", "planned_jobs");
--> statement-breakpoint
-- The session order of a commission's calendar and of the files to program (scheduling/repository.ts): each listed
-- file's latest SCHEDULED phase and its instant, from the index alone instead of reading every phase of the file (the
-- calendar of a day of 602 files at 1 000 000 files: 17-25 -> 11-12 ms). Declared here only, as the index above.
CREATE INDEX "project_phases_scheduled_idx" ON "project_phases" ("project_id", "id") INCLUDE ("created_at") WHERE "title" = 'SCHEDULED';
