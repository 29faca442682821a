DROP INDEX "project_lands_commune_idx";--> statement-breakpoint
DROP INDEX "project_lands_legal_status_idx";--> statement-breakpoint
DROP INDEX "project_lands_surface_idx";--> statement-breakpoint
ALTER TABLE "project_lands" ADD COLUMN "region_id" integer;--> statement-breakpoint
-- Decision 084: the file's region, copied on each parcel by the database (the application never writes it).
UPDATE "project_lands" AS l SET "region_id" = p."region_id" FROM "projects" AS p WHERE p."id" = l."project_id";--> statement-breakpoint
CREATE FUNCTION "project_lands_region"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."region_id" := (SELECT p."region_id" FROM "projects" AS p WHERE p."id" = NEW."project_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "project_lands_region" BEFORE INSERT OR UPDATE OF "project_id", "region_id" ON "project_lands"
  FOR EACH ROW EXECUTE FUNCTION "project_lands_region"();--> statement-breakpoint
ALTER TABLE "project_lands" ADD CONSTRAINT "project_lands_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_lands_region_commune_idx" ON "project_lands" USING btree ("region_id","commune_id");--> statement-breakpoint
CREATE INDEX "project_lands_region_legal_status_idx" ON "project_lands" USING btree ("region_id","legal_status_id");--> statement-breakpoint
CREATE INDEX "project_lands_region_surface_idx" ON "project_lands" USING btree ("region_id","parcel_surface","id");--> statement-breakpoint
CREATE INDEX "project_lands_region_title_idx" ON "project_lands" USING btree ("region_id","title_number","id");