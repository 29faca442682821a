CREATE INDEX "users_last_name_id_idx" ON "users" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "users_username_search_idx" ON "users" USING gin (lower(coalesce("username", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_search_idx" ON "users" USING gin (lower(coalesce("first_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_search_idx" ON "users" USING gin (lower(coalesce("last_name", '')) gin_trgm_ops);