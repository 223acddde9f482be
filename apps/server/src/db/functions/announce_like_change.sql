-- Change feed (docs/decisions/010): a like changes the reader's like state in its comment's task.
CREATE OR REPLACE FUNCTION announce_like_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('miao_changes', 'task:' || c.task_id)
    FROM comments c WHERE c.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.comment_id ELSE NEW.comment_id END;
  RETURN NULL;
END
$$;
