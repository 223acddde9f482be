-- Triggers on vote_ballots: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0019_read_cache_tasks, 0027_task_record_feed.
-- A ballot is part of its task's detail and of its member's task record ('record:<user id>').
CREATE OR REPLACE TRIGGER vote_ballots_announce AFTER INSERT OR UPDATE OR DELETE ON vote_ballots
  FOR EACH ROW EXECUTE FUNCTION announce_task_change();

CREATE OR REPLACE TRIGGER vote_ballots_record_announce AFTER INSERT OR UPDATE OR DELETE ON vote_ballots
  FOR EACH ROW EXECUTE FUNCTION announce_record_change();
