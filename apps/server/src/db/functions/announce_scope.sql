-- Change feed (docs/decisions/010): a fixed scope named by the trigger, e.g. 'users' (names and
-- avatars, shown in every list), 'targets' (what a notification shows of its task, comments and
-- reward), 'tasks', 'taxonomy', 'permissions', 'product_settings', 'subscriptions', 'site_links',
-- 'task_visibility'.
CREATE OR REPLACE FUNCTION announce_scope() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('miao_changes', TG_ARGV[0]);
  RETURN NULL;
END
$$;
