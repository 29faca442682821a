-- Decision 117: the indexes of the country's scalar counts on the staff dashboards (programmed and submitted this week).
CREATE INDEX "projects_crui_date_phase_idx" ON "projects" USING btree ("crui_date","latest_phase");--> statement-breakpoint
CREATE INDEX "projects_deposited_at_idx" ON "projects" USING btree ("deposited_at","latest_phase_at");