-- Triggers on refresh_tokens: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0007_session_feed.
-- A sign-in revoked (sign-out, a reused refresh token) ends its access tokens (decision 012).
CREATE OR REPLACE TRIGGER refresh_tokens_announce AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION announce_session_revoked();
