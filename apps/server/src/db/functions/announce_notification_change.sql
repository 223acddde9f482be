-- Change feed (docs/decisions/010): 'notify:<user id>', a member's notifications.
CREATE OR REPLACE FUNCTION announce_notification_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('miao_changes', 'notify:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  RETURN NULL;
END
$$;
