-- Triggers on task_mentions: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0019_read_cache_tasks.
-- A task's mentions: its detail and its card in the task lists.
CREATE OR REPLACE TRIGGER task_mentions_announce AFTER INSERT OR UPDATE OR DELETE ON task_mentions
  FOR EACH ROW EXECUTE FUNCTION announce_task_change();

CREATE OR REPLACE TRIGGER task_mentions_list_announce AFTER INSERT OR UPDATE OR DELETE ON task_mentions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('tasks');
