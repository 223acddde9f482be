-- Triggers on rewards: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0006_change_feed.
-- A reward changes its task's detail and what its notification shows ('targets').
CREATE OR REPLACE TRIGGER rewards_announce AFTER INSERT OR UPDATE OR DELETE ON rewards
  FOR EACH ROW EXECUTE FUNCTION announce_task_change();

CREATE OR REPLACE TRIGGER rewards_targets_announce AFTER UPDATE OR DELETE ON rewards
  FOR EACH ROW EXECUTE FUNCTION announce_scope('targets');
