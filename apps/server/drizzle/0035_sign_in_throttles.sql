-- Sign-in throttles that never stop the owner (issue 33, docs/decisions/042): a code belongs to the
-- requester that asked for it (its device cookie, else its client address), and the requesters an
-- account signed in from are recognised.
ALTER TABLE sign_in_codes ADD COLUMN device text;
--> statement-breakpoint
CREATE TABLE sign_in_recognised (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  requester text NOT NULL,
  last_signed_in_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, requester)
);
