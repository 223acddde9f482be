-- Member profiles (issue 35, docs/decisions/062): a short plain-text bio and up to 3 https links
-- ({ url, label } objects), shown on the member's public page. The contract (packages/contracts
-- users.ts) validates them; the checks keep the table honest whatever writes to it.
ALTER TABLE users ADD COLUMN bio text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE users ADD COLUMN links jsonb NOT NULL DEFAULT '[]'::jsonb;
--> statement-breakpoint
ALTER TABLE users ADD CONSTRAINT users_bio_length CHECK (char_length(bio) <= 200);
--> statement-breakpoint
ALTER TABLE users ADD CONSTRAINT users_links_shape
  CHECK (jsonb_typeof(links) = 'array' AND jsonb_array_length(links) <= 3);
