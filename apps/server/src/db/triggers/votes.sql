-- Triggers on votes: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0019_read_cache_tasks.
-- A vote is part of its task's detail.
CREATE OR REPLACE TRIGGER votes_announce AFTER INSERT OR UPDATE OR DELETE ON votes
  FOR EACH ROW EXECUTE FUNCTION announce_task_change();
