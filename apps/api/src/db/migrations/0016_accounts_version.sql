-- The version of what the sign-in guard reads of an account (id, role, e-mail, username, status). The guard keeps
-- each account's row under this version and reads only the version per request, so a ban, a disable, a delete or
-- a role change on any instance reaches every instance at its next request. Bumped at commit, once per
-- transaction, as public_reads is (0014): the version row is the last lock a transaction takes.
INSERT INTO "data_versions" ("name", "version") VALUES ('accounts', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_accounts_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('dengue.accounts_bumped', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('dengue.accounts_bumped', 'on', true);
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = 'accounts';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accounts_guard_changed" AFTER DELETE OR UPDATE OF "role", "email", "username", "status" ON "accounts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_accounts_version"();
