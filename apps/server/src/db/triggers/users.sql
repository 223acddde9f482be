-- Triggers on users: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0006_change_feed, 0007_session_feed, 0023_task_board_feed.
-- Names and avatars appear in every list ('users'); deactivation ends the member's sessions
-- ('account:<id>', decision 012); subscriptions are by e-mail address ('subscriptions', decision 028).
CREATE OR REPLACE TRIGGER users_announce AFTER UPDATE OF nickname, avatar ON users
  FOR EACH ROW WHEN (OLD.nickname IS DISTINCT FROM NEW.nickname OR OLD.avatar IS DISTINCT FROM NEW.avatar)
  EXECUTE FUNCTION announce_scope('users');

CREATE OR REPLACE TRIGGER users_active_announce AFTER UPDATE OF is_active ON users
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION announce_account_change();

CREATE OR REPLACE TRIGGER users_email_announce AFTER UPDATE OF email ON users
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION announce_scope('subscriptions');
