-- Triggers on task_tags: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0019_read_cache_tasks.
-- A task's tags: its detail and its card in the task lists.
CREATE OR REPLACE TRIGGER task_tags_announce AFTER INSERT OR UPDATE OR DELETE ON task_tags
  FOR EACH ROW EXECUTE FUNCTION announce_task_change();

CREATE OR REPLACE TRIGGER task_tags_list_announce AFTER INSERT OR UPDATE OR DELETE ON task_tags
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('tasks');
