-- Signed-in sessions on the change feed (docs/decisions/010, 012): an access token names its
-- sign-in (the refresh token family) and is refused once that family is revoked.
CREATE OR REPLACE FUNCTION announce_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('miao_changes', 'session:' || NEW.family);
  RETURN NULL;
END
$$;
