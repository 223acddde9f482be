-- The store and social links (issue 17) on the change feed (issue 13): every rendered page carries
-- them and is kept until staff change one, in every process.
CREATE TRIGGER site_links_announce AFTER INSERT OR UPDATE OR DELETE ON site_links
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('site_links');
