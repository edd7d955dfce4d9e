CREATE INDEX "accounts_username_trgm_idx" ON "accounts" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "barangays_name_trgm_idx" ON "barangays" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "barangays_display_name_trgm_idx" ON "barangays" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reports_anonymous_id_trgm_idx" ON "reports" USING gin ("anonymous_id" gin_trgm_ops);