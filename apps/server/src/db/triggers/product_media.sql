-- Triggers on product_media: the change feed (docs/decisions/010), channel 'miao_changes', delivered on
-- commit. First written in migrations 0040_product_media.
-- Product photos are rendered with the product settings ('product_settings', decision 050).
CREATE OR REPLACE TRIGGER product_media_announce AFTER INSERT OR UPDATE OR DELETE ON product_media
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('product_settings');
