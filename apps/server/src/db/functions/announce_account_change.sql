-- Signed-in sessions on the change feed (docs/decisions/012): a member deactivated or reactivated.
CREATE OR REPLACE FUNCTION announce_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('miao_changes', 'account:' || NEW.id);
  RETURN NULL;
END
$$;
