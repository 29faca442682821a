-- Decision 121: the files entering a step per Morocco month, kept from the daily counts, so that a range of a year
-- reads whole months (POST /global-indicators/projects-status read every daily row of the country for a year).
CREATE TABLE "indicator_monthly_counts" (
	"month" date NOT NULL,
	"region_id" integer NOT NULL,
	"counter" text NOT NULL,
	"files" integer NOT NULL,
	CONSTRAINT "indicator_monthly_counts_month_region_id_counter_pk" PRIMARY KEY("month","region_id","counter")
);--> statement-breakpoint
INSERT INTO "indicator_monthly_counts" ("month", "region_id", "counter", "files")
  SELECT date_trunc('month', "day")::date, "region_id", "counter", sum("files")::integer
  FROM "indicator_daily_counts" GROUP BY 1, 2, 3;--> statement-breakpoint
-- Every change of a daily row (its writers: recordPhase, the deletions of migration 0033, indicators_rebuild) moves
-- its month by the difference, in the same transaction. A month's row may hold 0 files.
CREATE FUNCTION "indicator_monthly_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "indicator_monthly_counts" SET "files" = "files" - OLD."files"
      WHERE "month" = date_trunc('month', OLD."day")::date AND "region_id" = OLD."region_id" AND "counter" = OLD."counter";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "indicator_monthly_counts" AS m ("month", "region_id", "counter", "files")
      VALUES (date_trunc('month', NEW."day")::date, NEW."region_id", NEW."counter", NEW."files")
      ON CONFLICT ("month", "region_id", "counter") DO UPDATE SET "files" = m."files" + EXCLUDED."files";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "indicator_monthly_counts_keep" AFTER INSERT OR UPDATE OR DELETE ON "indicator_daily_counts"
  FOR EACH ROW EXECUTE FUNCTION "indicator_monthly_counts_keep"();--> statement-breakpoint
CREATE FUNCTION "indicator_monthly_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "indicator_monthly_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "indicator_monthly_counts_truncate" AFTER TRUNCATE ON "indicator_daily_counts"
  FOR EACH STATEMENT EXECUTE FUNCTION "indicator_monthly_counts_truncate"();
