-- Triggers on vote_options: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0019_read_cache_tasks.
-- A vote's options are part of its task's detail.
CREATE OR REPLACE TRIGGER vote_options_announce AFTER INSERT OR UPDATE OR DELETE ON vote_options
  FOR EACH ROW EXECUTE FUNCTION announce_task_change();
