-- 'record:<user id>': a member's task record (GET /api/task-record) on the read cache (issue 13).
-- Their tasks' rows are covered by 'tasks'; their ballots are announced here.
CREATE OR REPLACE FUNCTION announce_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('miao_changes', 'record:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  RETURN NULL;
END
$$;
