CREATE INDEX IF NOT EXISTS "reports_status_upvotes_idx" ON "reports" USING btree ("status","upvote_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "barangay_analyses_analysed_idx" ON "barangay_analyses" USING btree ("analysed_at");--> statement-breakpoint
-- The cluster list is kept per map data version (decision 039): a report moved into or out of a sub-cluster,
-- or held out of its cluster, changes that list too, so those columns bump the version as well.
DROP TRIGGER IF EXISTS "reports_map_markers_changed" ON "reports";--> statement-breakpoint
CREATE TRIGGER "reports_map_markers_changed"
  AFTER INSERT OR DELETE OR UPDATE OF "report_type", "status", "barangay_id", "observed_at", "lng", "lat",
    "cluster_id", "sub_cluster_id", "cluster_held", "is_resolved", "location_approximate", "created_at"
  ON "reports" FOR EACH STATEMENT EXECUTE FUNCTION "bump_map_markers_version"();
