-- Triggers on comment_likes: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0006_change_feed.
-- A like changes the reader's like state in its comment's task.
CREATE OR REPLACE TRIGGER comment_likes_announce AFTER INSERT OR DELETE ON comment_likes
  FOR EACH ROW EXECUTE FUNCTION announce_like_change();
