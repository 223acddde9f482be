-- Change feed (docs/decisions/010): 'task:<id>' for a task's own row.
CREATE OR REPLACE FUNCTION announce_task_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('miao_changes', 'task:' || OLD.id);
  ELSE
    PERFORM pg_notify('miao_changes', 'task:' || NEW.id);
  END IF;
  RETURN NULL;
END
$$;
