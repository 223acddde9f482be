-- The task board's "subscribed" filter (issue 18, docs/decisions/028) on the change feed.
-- 'subscriptions': a task subscription taken, renewed or ended, or a member's e-mail changed
-- (subscriptions are by e-mail address): the lists filtered to a member's subscriptions read again.
-- Comment counts ("most discussed") and pins live on the tasks row, already announced as 'tasks'.
CREATE TRIGGER task_subscriptions_announce AFTER INSERT OR UPDATE OR DELETE ON task_subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('subscriptions');
--> statement-breakpoint
CREATE TRIGGER users_email_announce AFTER UPDATE OF email ON users
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION announce_scope('subscriptions');
