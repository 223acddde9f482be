-- Triggers on comments: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0006_change_feed.
-- A comment changes its task's detail; its text and deletion are shown in notifications ('targets').
CREATE OR REPLACE TRIGGER comments_announce AFTER INSERT OR UPDATE OR DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION announce_task_change();

CREATE OR REPLACE TRIGGER comments_targets_announce AFTER UPDATE OF content, deleted_at ON comments
  FOR EACH ROW WHEN (OLD.content IS DISTINCT FROM NEW.content OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION announce_scope('targets');

CREATE OR REPLACE TRIGGER comments_targets_deleted AFTER DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION announce_scope('targets');
