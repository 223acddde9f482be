-- A task entering or leaving visitors' sight (its permission, its deletion) on the change feed
-- (issue 13). While the task cards keep changing (a comment moves a card's count), the task board's
-- last render stands in for a few seconds (platform/web.ts), but never once a task it may show has
-- changed whom it is shown to.
CREATE TRIGGER tasks_visibility_announce AFTER UPDATE OF public_permission, deleted_at ON tasks
  FOR EACH ROW WHEN (OLD.public_permission IS DISTINCT FROM NEW.public_permission
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION announce_scope('task_visibility');
--> statement-breakpoint
CREATE TRIGGER tasks_visibility_deleted AFTER DELETE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('task_visibility');
