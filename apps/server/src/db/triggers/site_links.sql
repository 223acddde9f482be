-- Triggers on site_links: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0033_site_links_feed.
-- The store and social links every rendered page carries ('site_links').
CREATE OR REPLACE TRIGGER site_links_announce AFTER INSERT OR UPDATE OR DELETE ON site_links
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('site_links');
