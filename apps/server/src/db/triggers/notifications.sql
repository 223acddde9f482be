-- Triggers on notifications: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0006_change_feed.
-- A member's notifications ('notify:<user id>').
CREATE OR REPLACE TRIGGER notifications_announce AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION announce_notification_change();
