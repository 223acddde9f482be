-- Change feed (docs/decisions/010): triggers announce each changed scope on the channel
-- 'miao_changes'; every server process listens and keeps its cached reads keyed by what it heard.
-- NOTIFY is delivered on commit, in commit order, once per distinct payload of a transaction.
DROP TRIGGER comments_change ON comments;--> statement-breakpoint
DROP TRIGGER rewards_change ON rewards;--> statement-breakpoint
DROP TRIGGER comment_likes_change ON comment_likes;--> statement-breakpoint
DROP TRIGGER users_change ON users;--> statement-breakpoint
DROP FUNCTION log_task_change();--> statement-breakpoint
DROP FUNCTION log_like_change();--> statement-breakpoint
DROP FUNCTION log_user_change();--> statement-breakpoint
DROP TABLE "change_counts" CASCADE;--> statement-breakpoint
DROP TABLE "change_log" CASCADE;--> statement-breakpoint
-- 'task:<id>': a task's row, its comments and rewards (each carries task_id).
CREATE FUNCTION announce_task_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('miao_changes', 'task:' || OLD.task_id);
  ELSE
    PERFORM pg_notify('miao_changes', 'task:' || NEW.task_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION announce_task_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('miao_changes', 'task:' || OLD.id);
  ELSE
    PERFORM pg_notify('miao_changes', 'task:' || NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A like changes the reader's like state in its comment's task.
CREATE FUNCTION announce_like_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('miao_changes', 'task:' || c.task_id)
    FROM comments c WHERE c.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.comment_id ELSE NEW.comment_id END;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- 'notify:<user id>': a member's notifications.
CREATE FUNCTION announce_notification_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('miao_changes', 'notify:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A fixed scope named by the trigger: 'users' (names and avatars, shown in every list) and
-- 'targets' (what a notification shows of its task, comments and reward).
CREATE FUNCTION announce_scope() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('miao_changes', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tasks_announce AFTER INSERT OR UPDATE OR DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION announce_task_row_change();
--> statement-breakpoint
CREATE TRIGGER comments_announce AFTER INSERT OR UPDATE OR DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION announce_task_change();
--> statement-breakpoint
CREATE TRIGGER rewards_announce AFTER INSERT OR UPDATE OR DELETE ON rewards
  FOR EACH ROW EXECUTE FUNCTION announce_task_change();
--> statement-breakpoint
CREATE TRIGGER comment_likes_announce AFTER INSERT OR DELETE ON comment_likes
  FOR EACH ROW EXECUTE FUNCTION announce_like_change();
--> statement-breakpoint
CREATE TRIGGER notifications_announce AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION announce_notification_change();
--> statement-breakpoint
CREATE TRIGGER users_announce AFTER UPDATE OF nickname, avatar ON users
  FOR EACH ROW WHEN (OLD.nickname IS DISTINCT FROM NEW.nickname OR OLD.avatar IS DISTINCT FROM NEW.avatar)
  EXECUTE FUNCTION announce_scope('users');
--> statement-breakpoint
CREATE TRIGGER tasks_targets_announce AFTER UPDATE OF title, deleted_at, user_id ON tasks
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION announce_scope('targets');
--> statement-breakpoint
CREATE TRIGGER comments_targets_announce AFTER UPDATE OF content, deleted_at ON comments
  FOR EACH ROW WHEN (OLD.content IS DISTINCT FROM NEW.content OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION announce_scope('targets');
--> statement-breakpoint
CREATE TRIGGER comments_targets_deleted AFTER DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION announce_scope('targets');
--> statement-breakpoint
CREATE TRIGGER rewards_targets_announce AFTER UPDATE OR DELETE ON rewards
  FOR EACH ROW EXECUTE FUNCTION announce_scope('targets');
--> statement-breakpoint
CREATE TRIGGER tasks_targets_deleted AFTER DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION announce_scope('targets');
