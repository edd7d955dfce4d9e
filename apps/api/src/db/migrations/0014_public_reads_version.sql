-- The version of what the feed, one report and its comments show (decision 039). Bumped at commit by deferred
-- triggers, once per transaction: an answer kept under a version is never older than the version says, and
-- the version row is locked only in the last moment of a transaction, after every row lock it takes. (A bump
-- in the middle of a transaction that then locks more rows, as a status change does before the clusters are
-- recomputed, would deadlock against a vote that holds one of those rows and waits for the version.)
INSERT INTO "data_versions" ("name", "version") VALUES ('public_reads', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_public_reads_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('dengue.public_reads_bumped', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('dengue.public_reads_bumped', 'on', true);
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = 'public_reads';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reports_public_reads_changed" AFTER INSERT OR DELETE OR UPDATE ON "reports"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_reads_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_images_public_reads_changed" AFTER INSERT OR DELETE OR UPDATE ON "report_images"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_reads_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_votes_public_reads_changed" AFTER INSERT OR DELETE OR UPDATE ON "report_votes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_reads_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "comments_public_reads_changed" AFTER INSERT OR DELETE OR UPDATE ON "comments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_reads_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "comment_votes_public_reads_changed" AFTER INSERT OR DELETE OR UPDATE ON "comment_votes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_reads_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "admin_posts_public_reads_changed" AFTER INSERT OR DELETE OR UPDATE ON "admin_posts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_reads_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clusters_public_reads_changed" AFTER INSERT OR DELETE OR UPDATE ON "clusters"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_reads_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "barangays_public_reads_changed" AFTER INSERT OR DELETE OR UPDATE OF "name" ON "barangays"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_reads_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accounts_public_reads_changed" AFTER INSERT OR DELETE OR UPDATE OF "username", "profile_photo_url", "status", "role" ON "accounts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_reads_version"();
