-- Decision 100 (bench/national-scale.mjs, 1 000 000 files): the indexes of the searches by investor and by land
-- number, and of the investors registered in a period. IF NOT EXISTS: a bench database may have them already.
CREATE INDEX IF NOT EXISTS "users_full_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_reversed_name_trgm_idx" ON "users" USING gin (("last_name" || ' ' || "first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_investor_created_idx" ON "users" USING btree ("created_at") WHERE 'ROLE_INVESTOR' = any("users"."roles");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_lands_requisition_trgm_idx" ON "project_lands" USING gin ("registration_requisition_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_company_name_trgm_idx" ON "projects" USING gin ("company_corporate_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_representative_identity_idx" ON "projects" USING btree (upper("representative_identity_document_number"));