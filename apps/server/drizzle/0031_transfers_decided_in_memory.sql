-- Issue 13, transfers at ledger speed (docs/decisions/040): one process sends one batch at a time,
-- and batches of random pairs lock the same accounts, so PostgreSQL runs the transfers one after
-- another and their rate is one backend's time per item. 0030's batch spent it on ten statements
-- per item (the key, the coin, the recipient, the sender, the sender's account, the day's sends, the
-- recipient's account, then five writes in one statement), each with its own executor start.
--
-- The batch now reads what its items need once, after its locks are held, into maps (jsonb): the
-- held accounts and their balances, the coins, the recipients by address, the senders, the day's
-- sends and the answers stored under the items' keys. It decides every item in memory, in the order
-- they arrived, moving the balances and the day's sends in those maps, so a later item of a sender
-- sees the earlier one's debit and send as before, and a repeated key in the batch gets the first
-- one's answer. Then one statement writes every accepted item's request row, ledger transaction and
-- entries, adds each sender's sends of the day and moves each balance by its sum.
--
-- Why reading once is the same as reading per item: every account in the maps is locked, the
-- senders' and the recipients' before the reads, a recipient's first account of a coin when it is
-- made (when its first transfer is accepted, as in 0030). Any send, any request under a sender's key
-- and any balance change takes those locks first, so nothing the maps hold can change before the
-- commit. A sender without an account is refused, as before.
--
-- p_items and the answers are those of 0028.
CREATE OR REPLACE FUNCTION miao_transfer_batch(p_items jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_today date := (now() AT TIME ZONE 'UTC')::date;
  v_at text := to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
  -- 'coin:user' -> [account id, balance]: the user accounts the batch holds, balances as it moves them
  v_accounts jsonb;
  -- coin type id -> name
  v_coins jsonb;
  -- address -> id of the active member holding it
  v_recipients jsonb;
  -- sender id -> wallet address
  v_senders jsonb;
  -- 'coin:user' -> the day's sends so far
  v_sends jsonb;
  -- 'user:key' -> the answer of the request written under that key
  v_stored jsonb;
  v_results jsonb := '[]'::jsonb;
  v_item jsonb;
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
  v_from_key text;
  v_to_key text;
  v_from jsonb;
  v_to jsonb;
  v_to_id integer;
  v_to_balance bigint;
  v_sent bigint;
  v_tx bigint;
  v_response jsonb;
  -- the transfers to write, in the order of their items
  w_user integer[] := '{}';
  w_key text[] := '{}';
  w_hash text[] := '{}';
  w_coin integer[] := '{}';
  w_amount bigint[] := '{}';
  w_remarks text[] := '{}';
  w_from integer[] := '{}';
  w_to integer[] := '{}';
  w_tx bigint[] := '{}';
  w_response jsonb[] := '{}';
BEGIN
  WITH held AS (
    SELECT a.id, a.user_id, a.coin_type_id, a.balance FROM accounts a
      WHERE a.kind = 'user'
        AND (a.coin_type_id, a.user_id) IN (
          SELECT (i->>'c')::int, (i->>'u')::int FROM jsonb_array_elements(p_items) i
          UNION ALL
          SELECT (i->>'c')::int, r.id FROM jsonb_array_elements(p_items) i
            JOIN users r ON r.wallet_address = i->>'a')
      ORDER BY a.id
      FOR NO KEY UPDATE OF a)
  SELECT coalesce(jsonb_object_agg(coin_type_id || ':' || user_id, jsonb_build_array(id, balance)), '{}')
    INTO v_accounts FROM held;

  -- Each lookup is driven by the items, one index probe each (LATERAL ... LIMIT 1): a hash join over
  -- the whole table, which the plan cached when transfer_requests was small chose, read the table in
  -- every batch as it grew (1,840 transfers/s falling to 1,009/s within 30 s of the bench).
  WITH i AS (
    SELECT (e->>'u')::int AS u, e->>'k' AS k, (e->>'c')::int AS c, e->>'a' AS a
      FROM jsonb_array_elements(p_items) e)
  SELECT
    (SELECT coalesce(jsonb_object_agg(t.id, t.name), '{}') FROM coin_types t
      WHERE t.id IN (SELECT c FROM i)),
    (SELECT coalesce(jsonb_object_agg(r.wallet_address, r.id), '{}')
      FROM (SELECT DISTINCT a FROM i) x,
        LATERAL (SELECT m.wallet_address, m.id FROM users m
          WHERE m.wallet_address = x.a AND m.is_active LIMIT 1) r),
    (SELECT coalesce(jsonb_object_agg(s.id, s.wallet_address), '{}')
      FROM (SELECT DISTINCT u FROM i) x,
        LATERAL (SELECT m.id, m.wallet_address FROM users m WHERE m.id = x.u LIMIT 1) s),
    (SELECT coalesce(jsonb_object_agg(x.c || ':' || x.u, d.amount), '{}')
      FROM (SELECT DISTINCT c, u FROM i) x,
        LATERAL (SELECT s.amount FROM coin_daily_sends s
          WHERE s.user_id = x.u AND s.coin_type_id = x.c AND s.day = v_today LIMIT 1) d),
    (SELECT coalesce(jsonb_object_agg(x.u || ':' || x.k, miao_transfer_stored(s.id)), '{}')
      FROM (SELECT DISTINCT u, k FROM i WHERE k IS NOT NULL) x,
        LATERAL (SELECT r.id FROM transfer_requests r
          WHERE r.user_id = x.u AND r.idempotency_key = x.k LIMIT 1) s)
  INTO v_coins, v_recipients, v_senders, v_sends, v_stored;

  FOR v_item IN SELECT value FROM jsonb_array_elements(p_items) LOOP
    v_user := (v_item->>'u')::int;
    v_key := v_item->>'k';
    v_coin := (v_item->>'c')::int;
    v_address := v_item->>'a';
    v_amount := (v_item->>'n')::bigint;
    v_remarks := v_item->>'r';
    v_refusal := NULL;
    v_result := v_stored->(v_user || ':' || v_key);
    IF v_result IS NULL THEN
      v_coin_name := v_coins->>(v_coin::text);
      v_recipient := (v_recipients->>v_address)::int;
      v_from_key := v_coin || ':' || v_user;
      v_from := v_accounts->v_from_key;
      IF v_coin_name IS NULL THEN
        v_refusal := 'coin_type_not_found';
      ELSIF v_recipient IS NULL THEN
        v_refusal := 'wallet_address_not_found';
      ELSIF NOT v_senders ? (v_user::text) THEN
        v_refusal := 'sign_in_required';
      ELSIF v_recipient = v_user THEN
        v_refusal := 'transfer_to_self';
      ELSIF v_from IS NULL OR (v_from->>1)::bigint < v_amount THEN
        v_refusal := 'coin_not_enough_to_send';
      ELSE
        v_sent := coalesce((v_sends->>v_from_key)::bigint, 0);
        IF v_sent + v_amount > (v_item->>'l')::bigint THEN
          v_refusal := 'send_limit_exceeded';
        END IF;
      END IF;
      IF v_refusal IS NOT NULL THEN
        v_result := jsonb_build_object('s', 'refused', 'code', v_refusal);
      ELSE
        v_to_key := v_coin || ':' || v_recipient;
        v_to := v_accounts->v_to_key;
        IF v_to IS NULL THEN
          -- the recipient's first coin of this type: the account starts at 0 (or was made meanwhile)
          INSERT INTO accounts (kind, user_id, coin_type_id) VALUES ('user', v_recipient, v_coin)
            ON CONFLICT (user_id, coin_type_id) WHERE kind = 'user' DO NOTHING;
          SELECT id, balance INTO v_to_id, v_to_balance FROM accounts
            WHERE kind = 'user' AND coin_type_id = v_coin AND user_id = v_recipient
            FOR NO KEY UPDATE;
          v_to := jsonb_build_array(v_to_id, v_to_balance);
        END IF;
        v_tx := nextval('ledger_transactions_id_seq');
        v_accounts := v_accounts
          || jsonb_build_object(v_from_key, jsonb_build_array(v_from->0, (v_from->>1)::bigint - v_amount))
          || jsonb_build_object(v_to_key, jsonb_build_array(v_to->0, (v_to->>1)::bigint + v_amount));
        v_sends := v_sends || jsonb_build_object(v_from_key, v_sent + v_amount);
        v_response := jsonb_build_object('id', 0, 'coin_type_id', v_coin, 'coin_name', v_coin_name,
          'from_address', v_senders->>(v_user::text), 'wallet_address', v_address, 'number', v_amount,
          'remarks', v_remarks, 'effective_at', '');
        w_user := w_user || v_user;
        w_key := w_key || v_key;
        w_hash := w_hash || (v_item->>'h');
        w_coin := w_coin || v_coin;
        w_amount := w_amount || v_amount;
        w_remarks := w_remarks || v_remarks;
        w_from := w_from || (v_from->>0)::int;
        w_to := w_to || (v_to->>0)::int;
        w_tx := w_tx || v_tx;
        w_response := w_response || v_response;
        v_result := jsonb_build_object('s', 'done', 'hash', v_item->>'h', 'response', v_response,
          'id', v_tx::text, 'at', v_at);
        IF v_key IS NOT NULL THEN
          v_stored := v_stored || jsonb_build_object(v_user || ':' || v_key,
            v_result || jsonb_build_object('s', 'stored'));
        END IF;
      END IF;
    END IF;
    v_results := v_results || jsonb_build_array(v_result);
  END LOOP;

  IF cardinality(w_tx) > 0 THEN
    WITH w AS (
      SELECT * FROM unnest(w_user, w_key, w_hash, w_coin, w_amount, w_remarks, w_from, w_to, w_tx, w_response)
        WITH ORDINALITY AS w(u, k, h, c, n, r, f, t, tx, response, o)
    ), moves AS (
      SELECT w.o, m.side, w.tx, m.account_id, m.amount
        FROM w, LATERAL (VALUES (0, w.f, -w.n), (1, w.t, w.n)) AS m(side, account_id, amount)
    ), r AS (
      INSERT INTO transfer_requests
          (user_id, idempotency_key, request_hash, coin_type_id, amount, transaction_id, response)
        SELECT u, k, h, c, n, tx, response FROM w ORDER BY o
    ), t AS (
      INSERT INTO ledger_transactions (id, type, source, remarks, created_by)
        SELECT tx, 'transfer', 'dao_platform', r, u FROM w ORDER BY o
    ), d AS (
      INSERT INTO coin_daily_sends (user_id, coin_type_id, day, amount)
        SELECT u, c, v_today, sum(n) FROM w GROUP BY u, c
        ON CONFLICT (user_id, coin_type_id, day)
          DO UPDATE SET amount = coin_daily_sends.amount + EXCLUDED.amount
    ), e AS (
      INSERT INTO ledger_entries (transaction_id, account_id, amount)
        SELECT tx, account_id, amount FROM moves ORDER BY o, side
    )
    UPDATE accounts SET balance = balance + m.delta
      FROM (SELECT account_id, sum(amount) AS delta FROM moves GROUP BY account_id) AS m
      WHERE accounts.id = m.account_id AND m.delta <> 0;
  END IF;
  RETURN v_results;
END
$$;
