CREATE TABLE "change_counts" (
	"scope" text PRIMARY KEY NOT NULL,
	"base" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_log_scope_idx" ON "change_log" USING btree ("scope");--> statement-breakpoint
-- Comments and rewards carry their task: every changed row stamps the task's scope.
CREATE FUNCTION log_task_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO change_log (scope) VALUES ('task:' || OLD.task_id);
    RETURN OLD;
  END IF;
  INSERT INTO change_log (scope) VALUES ('task:' || NEW.task_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- A like stamps the task of its comment (the reader's like state is part of the comment list).
CREATE FUNCTION log_like_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO change_log (scope) SELECT 'task:' || task_id FROM comments WHERE id = OLD.comment_id;
    RETURN OLD;
  END IF;
  INSERT INTO change_log (scope) SELECT 'task:' || task_id FROM comments WHERE id = NEW.comment_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION log_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (scope) VALUES ('users');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER comments_change AFTER INSERT OR UPDATE OR DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION log_task_change();
--> statement-breakpoint
CREATE TRIGGER rewards_change AFTER INSERT OR UPDATE OR DELETE ON rewards
  FOR EACH ROW EXECUTE FUNCTION log_task_change();
--> statement-breakpoint
CREATE TRIGGER comment_likes_change AFTER INSERT OR DELETE ON comment_likes
  FOR EACH ROW EXECUTE FUNCTION log_like_change();
--> statement-breakpoint
-- Names and avatars appear in every comment list.
CREATE TRIGGER users_change AFTER UPDATE OF nickname, avatar ON users
  FOR EACH ROW WHEN (OLD.nickname IS DISTINCT FROM NEW.nickname OR OLD.avatar IS DISTINCT FROM NEW.avatar)
  EXECUTE FUNCTION log_user_change();
