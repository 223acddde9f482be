CREATE TABLE "coin_daily_sends" (
	"user_id" integer NOT NULL,
	"coin_type_id" integer NOT NULL,
	"day" date NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "coin_daily_sends_user_id_coin_type_id_day_pk" PRIMARY KEY("user_id","coin_type_id","day")
);
--> statement-breakpoint
DROP INDEX "transfer_requests_daily_idx";--> statement-breakpoint
ALTER TABLE "coin_daily_sends" ADD CONSTRAINT "coin_daily_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Issue 13, transfers at ledger speed (docs/decisions/039): the daily send limit read the sum of the
-- sender's transfer requests of the day, every row of them, for every transfer. A member's 200th
-- send of the day read 200 rows, and the cost of a transfer grew through the day (1,590 transfers/s
-- on a fresh fixture fell to 1,000/s within a minute of sends). The day's sum is now kept per
-- (user, coin type, UTC day) as each transfer is written, and read as one row.
INSERT INTO coin_daily_sends (user_id, coin_type_id, day, amount)
  SELECT user_id, coin_type_id, (created_at AT TIME ZONE 'UTC')::date, sum(amount)
  FROM transfer_requests WHERE transaction_id IS NOT NULL
  GROUP BY 1, 2, 3;
--> statement-breakpoint
-- 0028's batch, with the day's sends read from coin_daily_sends and added to it in the statement that
-- writes the transfer (only when the request row is written: a key taken meanwhile adds nothing).
-- The sender's account lock, held from the batch's start, orders every send of that sender, so the
-- row read is the one the next send adds to; its update is the statement's, checked at its end.
CREATE OR REPLACE FUNCTION miao_transfer_batch(p_items jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_item jsonb;
  v_results jsonb := '[]'::jsonb;
  v_result jsonb;
  v_refusal text;
  v_user integer;
  v_key text;
  v_coin integer;
  v_address text;
  v_amount bigint;
  v_remarks text;
  v_coin_name text;
  v_recipient integer;
  v_sender_address text;
  v_from integer;
  v_balance bigint;
  v_sent bigint;
  v_to integer;
  v_request bigint;
  v_tx bigint;
  v_at timestamptz;
  v_response jsonb;
BEGIN
  PERFORM 1 FROM accounts a
    WHERE a.kind = 'user'
      AND (a.coin_type_id, a.user_id) IN (
        SELECT (i->>'c')::int, (i->>'u')::int FROM jsonb_array_elements(p_items) i
        UNION ALL
        SELECT (i->>'c')::int, r.id FROM jsonb_array_elements(p_items) i
          JOIN users r ON r.wallet_address = i->>'a')
    ORDER BY a.id
    FOR NO KEY UPDATE OF a;

  FOR v_item IN SELECT value FROM jsonb_array_elements(p_items) LOOP
    v_user := (v_item->>'u')::int;
    v_key := v_item->>'k';
    v_coin := (v_item->>'c')::int;
    v_address := v_item->>'a';
    v_amount := (v_item->>'n')::bigint;
    v_remarks := v_item->>'r';
    v_result := NULL;
    v_refusal := NULL;
    -- A retry answers what the first request answered, even if the recipient has gone since.
    IF v_key IS NOT NULL THEN
      SELECT miao_transfer_stored(s.id) INTO v_result FROM transfer_requests s
        WHERE s.user_id = v_user AND s.idempotency_key = v_key;
    END IF;
    IF v_result IS NULL THEN
      SELECT name INTO v_coin_name FROM coin_types WHERE id = v_coin;
      SELECT id INTO v_recipient FROM users WHERE wallet_address = v_address AND is_active;
      SELECT wallet_address INTO v_sender_address FROM users WHERE id = v_user;
      -- held already when it existed as the batch began; a no-op then
      SELECT id, balance INTO v_from, v_balance FROM accounts
        WHERE kind = 'user' AND coin_type_id = v_coin AND user_id = v_user
        FOR NO KEY UPDATE;
      IF v_coin_name IS NULL THEN
        v_refusal := 'coin_type_not_found';
      ELSIF v_recipient IS NULL THEN
        v_refusal := 'wallet_address_not_found';
      ELSIF v_sender_address IS NULL THEN
        v_refusal := 'sign_in_required';
      ELSIF v_recipient = v_user THEN
        v_refusal := 'transfer_to_self';
      ELSIF v_from IS NULL OR v_balance < v_amount THEN
        v_refusal := 'coin_not_enough_to_send';
      ELSE
        SELECT coalesce(max(amount), 0) INTO v_sent FROM coin_daily_sends
          WHERE user_id = v_user AND coin_type_id = v_coin AND day = (now() AT TIME ZONE 'UTC')::date;
        IF v_sent + v_amount > (v_item->>'l')::bigint THEN
          v_refusal := 'send_limit_exceeded';
        END IF;
      END IF;
      IF v_refusal IS NOT NULL THEN
        v_result := jsonb_build_object('s', 'refused', 'code', v_refusal);
      ELSE
        SELECT id INTO v_to FROM accounts WHERE kind = 'user' AND coin_type_id = v_coin AND user_id = v_recipient;
        IF v_to IS NULL THEN
          -- the recipient's first coin of this type: the account starts at 0
          INSERT INTO accounts (kind, user_id, coin_type_id) VALUES ('user', v_recipient, v_coin)
            ON CONFLICT (user_id, coin_type_id) WHERE kind = 'user' DO NOTHING;
          SELECT id INTO v_to FROM accounts WHERE kind = 'user' AND coin_type_id = v_coin AND user_id = v_recipient;
        END IF;
        v_response := jsonb_build_object('id', 0, 'coin_type_id', v_coin, 'coin_name', v_coin_name,
          'from_address', v_sender_address, 'wallet_address', v_address, 'number', v_amount,
          'remarks', v_remarks, 'effective_at', '');
        v_request := NULL;
        -- One statement: the foreign keys between these rows are checked at its end, and nothing is
        -- written when the key was taken by a request of another process (committed while this one
        -- waited for it).
        WITH r AS (
          INSERT INTO transfer_requests
              (user_id, idempotency_key, request_hash, coin_type_id, amount, transaction_id, response)
            VALUES (v_user, v_key, v_item->>'h', v_coin, v_amount, nextval('ledger_transactions_id_seq'), v_response)
            ON CONFLICT (user_id, idempotency_key) DO NOTHING
            RETURNING id, transaction_id
        ), t AS (
          INSERT INTO ledger_transactions (id, type, source, remarks, created_by)
            SELECT transaction_id, 'transfer', 'dao_platform', v_remarks, v_user FROM r
            RETURNING id, effective_at
        ), d AS (
          INSERT INTO coin_daily_sends (user_id, coin_type_id, day, amount)
            SELECT v_user, v_coin, (now() AT TIME ZONE 'UTC')::date, v_amount FROM r
            ON CONFLICT (user_id, coin_type_id, day)
              DO UPDATE SET amount = coin_daily_sends.amount + EXCLUDED.amount
        ), e AS (
          INSERT INTO ledger_entries (transaction_id, account_id, amount)
            SELECT t.id, v.account_id, v.amount
            FROM t, (VALUES (v_from, -v_amount), (v_to, v_amount)) AS v(account_id, amount)
        ), b AS (
          UPDATE accounts SET balance = balance + v.amount
            FROM t, (VALUES (v_from, -v_amount), (v_to, v_amount)) AS v(account_id, amount)
            WHERE accounts.id = v.account_id
        )
        SELECT r.id, t.id, t.effective_at INTO v_request, v_tx, v_at FROM r, t;
        IF v_request IS NULL THEN
          SELECT miao_transfer_stored(s.id) INTO v_result FROM transfer_requests s
            WHERE s.user_id = v_user AND s.idempotency_key = v_key;
        ELSE
          v_result := jsonb_build_object('s', 'done', 'hash', v_item->>'h', 'response', v_response,
            'id', v_tx::text, 'at', to_char(v_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
        END IF;
      END IF;
    END IF;
    v_results := v_results || jsonb_build_array(v_result);
  END LOOP;
  RETURN v_results;
END
$$;
