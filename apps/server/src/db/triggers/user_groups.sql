-- Triggers on user_groups: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0019_read_cache_tasks.
-- Who holds which permission ('permissions': staff see every task; routes check permissions).
CREATE OR REPLACE TRIGGER user_groups_announce AFTER INSERT OR UPDATE OR DELETE ON user_groups
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('permissions');
