-- Triggers on tag_groups: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0029_tag_groups_feed.
-- The task board's filters are rendered with the tag groups ('taxonomy').
CREATE OR REPLACE TRIGGER tag_groups_announce AFTER INSERT OR UPDATE OR DELETE ON tag_groups
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('taxonomy');
