-- Triggers on tasks: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0006_change_feed, 0019_read_cache_tasks, 0034_task_visibility_feed.
-- A task on the change feed (docs/decisions/010, 027): its own scope, the task lists ('tasks'), what
-- notifications show of it ('targets') and whom it is shown to ('task_visibility': while the cards
-- keep changing the task board's last render stands in for a few seconds, never once a task it may
-- show has changed whom it is shown to).
CREATE OR REPLACE TRIGGER tasks_announce AFTER INSERT OR UPDATE OR DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION announce_task_row_change();

CREATE OR REPLACE TRIGGER tasks_targets_announce AFTER UPDATE OF title, deleted_at, user_id ON tasks
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION announce_scope('targets');

CREATE OR REPLACE TRIGGER tasks_targets_deleted AFTER DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION announce_scope('targets');

CREATE OR REPLACE TRIGGER tasks_list_announce AFTER INSERT OR UPDATE OR DELETE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('tasks');

CREATE OR REPLACE TRIGGER tasks_visibility_announce AFTER UPDATE OF public_permission, deleted_at ON tasks
  FOR EACH ROW WHEN (OLD.public_permission IS DISTINCT FROM NEW.public_permission
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION announce_scope('task_visibility');

CREATE OR REPLACE TRIGGER tasks_visibility_deleted AFTER DELETE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('task_visibility');
