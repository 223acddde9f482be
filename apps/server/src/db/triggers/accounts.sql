-- Triggers on accounts: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0019_read_cache_tasks.
-- A task's pool (its escrow account) is part of its detail: remaining_number.
CREATE OR REPLACE TRIGGER escrow_accounts_announce AFTER INSERT OR UPDATE ON accounts
  FOR EACH ROW WHEN (NEW.task_id IS NOT NULL) EXECUTE FUNCTION announce_task_change();
