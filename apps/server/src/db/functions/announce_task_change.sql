-- Change feed (docs/decisions/010): 'task:<id>' for a row that carries its task (comments, rewards,
-- votes, ballots, options, medias, tags, mentions, a task's escrow account).
CREATE OR REPLACE FUNCTION announce_task_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('miao_changes', 'task:' || OLD.task_id);
  ELSE
    PERFORM pg_notify('miao_changes', 'task:' || NEW.task_id);
  END IF;
  RETURN NULL;
END
$$;
