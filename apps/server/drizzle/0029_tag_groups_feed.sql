-- Tag groups join 'taxonomy' (issue 13): the task board's pages are rendered with the categories,
-- tags and tag groups (its filters), and kept until one of them changes.
CREATE TRIGGER tag_groups_announce AFTER INSERT OR UPDATE OR DELETE ON tag_groups
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('taxonomy');
