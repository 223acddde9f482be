-- Signed-in sessions on the change feed (docs/decisions/010, 012): an access token names its
-- sign-in (the refresh token family) and is refused once that family is revoked (sign-out, a reused
-- refresh token) or its member is deactivated. Processes remember the answer until these announce.
CREATE FUNCTION announce_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('miao_changes', 'session:' || NEW.family);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION announce_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('miao_changes', 'account:' || NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_announce AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION announce_session_revoked();
--> statement-breakpoint
CREATE TRIGGER users_active_announce AFTER UPDATE OF is_active ON users
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION announce_account_change();
