-- Task reads, permissions and rendered pages on the change feed (issue 13, docs/decisions/027).
-- 'tasks': any task card changed (its row, medias, tags, mentions): the task lists read again.
-- 'task:<id>' now also covers a task's votes, ballots, options, medias, tags and mentions (its detail).
-- 'taxonomy': category, tag and coin names shown on every card.
-- 'permissions': who holds which permission (staff see every task; routes check permissions).
-- 'product_settings': the product names, order and statuses every rendered page carries.
CREATE TRIGGER tasks_list_announce AFTER INSERT OR UPDATE OR DELETE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('tasks');
--> statement-breakpoint
CREATE TRIGGER task_medias_announce AFTER INSERT OR UPDATE OR DELETE ON task_medias
  FOR EACH ROW EXECUTE FUNCTION announce_task_change();
--> statement-breakpoint
CREATE TRIGGER task_medias_list_announce AFTER INSERT OR UPDATE OR DELETE ON task_medias
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('tasks');
--> statement-breakpoint
CREATE TRIGGER task_tags_announce AFTER INSERT OR UPDATE OR DELETE ON task_tags
  FOR EACH ROW EXECUTE FUNCTION announce_task_change();
--> statement-breakpoint
CREATE TRIGGER task_tags_list_announce AFTER INSERT OR UPDATE OR DELETE ON task_tags
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('tasks');
--> statement-breakpoint
CREATE TRIGGER task_mentions_announce AFTER INSERT OR UPDATE OR DELETE ON task_mentions
  FOR EACH ROW EXECUTE FUNCTION announce_task_change();
--> statement-breakpoint
CREATE TRIGGER task_mentions_list_announce AFTER INSERT OR UPDATE OR DELETE ON task_mentions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('tasks');
--> statement-breakpoint
CREATE TRIGGER vote_options_announce AFTER INSERT OR UPDATE OR DELETE ON vote_options
  FOR EACH ROW EXECUTE FUNCTION announce_task_change();
--> statement-breakpoint
CREATE TRIGGER vote_ballots_announce AFTER INSERT OR UPDATE OR DELETE ON vote_ballots
  FOR EACH ROW EXECUTE FUNCTION announce_task_change();
--> statement-breakpoint
CREATE TRIGGER votes_announce AFTER INSERT OR UPDATE OR DELETE ON votes
  FOR EACH ROW EXECUTE FUNCTION announce_task_change();
--> statement-breakpoint
CREATE TRIGGER task_categories_announce AFTER INSERT OR UPDATE OR DELETE ON task_categories
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('taxonomy');
--> statement-breakpoint
CREATE TRIGGER tags_announce AFTER INSERT OR UPDATE OR DELETE ON tags
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('taxonomy');
--> statement-breakpoint
CREATE TRIGGER coin_types_announce AFTER INSERT OR UPDATE OR DELETE ON coin_types
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('taxonomy');
--> statement-breakpoint
CREATE TRIGGER user_groups_announce AFTER INSERT OR UPDATE OR DELETE ON user_groups
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('permissions');
--> statement-breakpoint
CREATE TRIGGER group_permissions_announce AFTER INSERT OR UPDATE OR DELETE ON group_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('permissions');
--> statement-breakpoint
CREATE TRIGGER product_settings_announce AFTER INSERT OR UPDATE OR DELETE ON product_settings
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('product_settings');
--> statement-breakpoint
-- A task's pool (its escrow account) is part of its detail: remaining_number.
CREATE TRIGGER escrow_accounts_announce AFTER INSERT OR UPDATE ON accounts
  FOR EACH ROW WHEN (NEW.task_id IS NOT NULL) EXECUTE FUNCTION announce_task_change();
