CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("name", "version") VALUES ('map_markers', 0);--> statement-breakpoint
-- Bumped in the writing transaction, so a reader that reads the version before the markers never caches
-- older markers under a newer version. Votes and comments (counter columns) leave the markers alone.
CREATE FUNCTION "bump_map_markers_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = 'map_markers';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reports_map_markers_changed"
  AFTER INSERT OR DELETE OR UPDATE OF "report_type", "status", "barangay_id", "observed_at", "lng", "lat",
    "cluster_id", "is_resolved", "created_at"
  ON "reports" FOR EACH STATEMENT EXECUTE FUNCTION "bump_map_markers_version"();--> statement-breakpoint
CREATE TRIGGER "barangays_map_markers_changed"
  AFTER INSERT OR DELETE OR UPDATE OF "name" ON "barangays"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_map_markers_version"();
