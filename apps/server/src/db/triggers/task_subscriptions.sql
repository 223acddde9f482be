-- Triggers on task_subscriptions: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0023_task_board_feed.
-- The task board's "subscribed" filter (decision 028).
CREATE OR REPLACE TRIGGER task_subscriptions_announce AFTER INSERT OR UPDATE OR DELETE ON task_subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('subscriptions');
