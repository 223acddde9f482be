-- Triggers on group_permissions: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0019_read_cache_tasks.
-- Who holds which permission ('permissions': staff see every task; routes check permissions).
CREATE OR REPLACE TRIGGER group_permissions_announce AFTER INSERT OR UPDATE OR DELETE ON group_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('permissions');
