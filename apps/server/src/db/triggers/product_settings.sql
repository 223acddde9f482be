-- Triggers on product_settings: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0019_read_cache_tasks.
-- The product names, order and statuses every rendered page carries ('product_settings').
CREATE OR REPLACE TRIGGER product_settings_announce AFTER INSERT OR UPDATE OR DELETE ON product_settings
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('product_settings');
