-- Triggers on tags: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0019_read_cache_tasks.
-- Category, tag and coin names shown on every card ('taxonomy').
CREATE OR REPLACE TRIGGER tags_announce AFTER INSERT OR UPDATE OR DELETE ON tags
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('taxonomy');
