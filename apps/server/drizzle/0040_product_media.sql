-- Staff-managed product media (issue 34 item 2, docs/decisions/050): photos and videos per product,
-- with their AVIF/WebP derivatives. A change re-renders the pages that carry them (they travel with
-- the product settings), so the table announces the product settings' scope.
CREATE TABLE product_media (
  id serial PRIMARY KEY,
  product_code text NOT NULL REFERENCES product_settings (code) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('photo', 'video')),
  slot text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  alt_cn text NOT NULL,
  alt_en text NOT NULL,
  upload_key text NOT NULL,
  poster_key text,
  width integer NOT NULL,
  height integer NOT NULL,
  variants jsonb NOT NULL DEFAULT '[]'::jsonb,
  captions_vtt text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX product_media_product_idx ON product_media (product_code, position, id);
--> statement-breakpoint
CREATE TRIGGER product_media_announce AFTER INSERT OR UPDATE OR DELETE ON product_media
  FOR EACH STATEMENT EXECUTE FUNCTION announce_scope('product_settings');
