-- Wallet transfers (spec 5) at ledger speed (issue 13; docs/decisions/027, 039, 040): the transfers
-- a process received in one turn, written by one statement in one commit (modules/coin/transfer.ts).
--
-- 1. Lock. Every user account the batch may move is locked first, in ascending id order (the order
--    of every movement), so batches of two processes, and a batch and a single movement, never wait
--    on each other in a cycle. Their ids and balances are kept in a map.
-- 2. Read once. What the items need is read after the locks are held, into maps (jsonb): the coins,
--    the recipients by address, the senders, the day's sends (coin_daily_sends, one row per user,
--    coin type and UTC day) and the answers stored under the items' idempotency keys.
-- 3. Decide in memory, write once. Each item is decided in the order they arrived, moving the
--    balances and the day's sends in those maps, so a later item of a sender sees the earlier one's
--    debit and send, and a repeated key in the batch gets the first one's answer. A refused item
--    writes nothing and answers its spec 8 code, so no item needs a savepoint (a savepoint per item
--    made every balance update of a row locked by the batch a multixact). Then one statement writes
--    every accepted item's request row, ledger transaction and entries, adds each sender's sends of
--    the day and moves each balance by its sum.
--
-- Why reading once is the same as reading per item: every account in the maps is locked, the
-- senders' and the recipients' before the reads, a recipient's first account of a coin when it is
-- made (when its first transfer is accepted). Any send, any request under a sender's key and any
-- balance change takes those locks first, so nothing the maps hold can change before the commit.
--
-- p_items: [{ sender_id, idempotency_key (or null), request_hash, coin_type_id,
--             recipient_address (normalised), amount, remarks, daily_send_limit }]
-- Answers one object per item, in order:
--   { outcome: 'done' | 'stored', request_hash, response, transaction_id, effective_at }
--       (written now, or found under its key: miao_transfer_stored)
--   { outcome: 'refused', code }
--
-- The release before this one sent one-letter keys ({ u, k, h, c, a, n, r, l }) and read
-- { s, hash, id, at }; its processes still run during a rolling upgrade (docs/operations.md,
-- upgrading), so such a batch is read under the names above and answered with those keys too.
CREATE OR REPLACE FUNCTION miao_transfer_batch(p_items jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_today date := (now() AT TIME ZONE 'UTC')::date;
  v_at text := to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
  v_previous_release boolean := jsonb_typeof(p_items->0) = 'object' AND p_items->0 ? 'u';
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
  v_sender integer;
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
  w_sender integer[] := '{}';
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
  IF v_previous_release THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object(
        'sender_id', e->'u', 'idempotency_key', e->'k', 'request_hash', e->'h', 'coin_type_id', e->'c',
        'recipient_address', e->'a', 'amount', e->'n', 'remarks', e->'r', 'daily_send_limit', e->'l')
        ORDER BY o), '[]')
      INTO p_items FROM jsonb_array_elements(p_items) WITH ORDINALITY AS x(e, o);
  END IF;

  WITH held AS (
    SELECT a.id, a.user_id, a.coin_type_id, a.balance FROM accounts a
      WHERE a.kind = 'user'
        AND (a.coin_type_id, a.user_id) IN (
          SELECT (i->>'coin_type_id')::int, (i->>'sender_id')::int FROM jsonb_array_elements(p_items) i
          UNION ALL
          SELECT (i->>'coin_type_id')::int, r.id FROM jsonb_array_elements(p_items) i
            JOIN users r ON r.wallet_address = i->>'recipient_address')
      ORDER BY a.id
      FOR NO KEY UPDATE OF a)
  SELECT coalesce(jsonb_object_agg(coin_type_id || ':' || user_id, jsonb_build_array(id, balance)), '{}')
    INTO v_accounts FROM held;

  -- Each lookup is driven by the items, one index probe each (LATERAL ... LIMIT 1): a hash join over
  -- the whole table, which the plan cached when transfer_requests was small chose, read the table in
  -- every batch as it grew (1,840 transfers/s falling to 1,009/s within 30 s of the bench).
  WITH item AS (
    SELECT (e->>'sender_id')::int AS sender_id, e->>'idempotency_key' AS idempotency_key,
        (e->>'coin_type_id')::int AS coin_type_id, e->>'recipient_address' AS recipient_address
      FROM jsonb_array_elements(p_items) e)
  SELECT
    (SELECT coalesce(jsonb_object_agg(t.id, t.name), '{}') FROM coin_types t
      WHERE t.id IN (SELECT coin_type_id FROM item)),
    (SELECT coalesce(jsonb_object_agg(r.wallet_address, r.id), '{}')
      FROM (SELECT DISTINCT recipient_address FROM item) x,
        LATERAL (SELECT m.wallet_address, m.id FROM users m
          WHERE m.wallet_address = x.recipient_address AND m.is_active LIMIT 1) r),
    (SELECT coalesce(jsonb_object_agg(s.id, s.wallet_address), '{}')
      FROM (SELECT DISTINCT sender_id FROM item) x,
        LATERAL (SELECT m.id, m.wallet_address FROM users m WHERE m.id = x.sender_id LIMIT 1) s),
    (SELECT coalesce(jsonb_object_agg(x.coin_type_id || ':' || x.sender_id, d.amount), '{}')
      FROM (SELECT DISTINCT coin_type_id, sender_id FROM item) x,
        LATERAL (SELECT s.amount FROM coin_daily_sends s
          WHERE s.user_id = x.sender_id AND s.coin_type_id = x.coin_type_id AND s.day = v_today LIMIT 1) d),
    (SELECT coalesce(jsonb_object_agg(x.sender_id || ':' || x.idempotency_key, miao_transfer_stored(s.id)), '{}')
      FROM (SELECT DISTINCT sender_id, idempotency_key FROM item WHERE idempotency_key IS NOT NULL) x,
        LATERAL (SELECT r.id FROM transfer_requests r
          WHERE r.user_id = x.sender_id AND r.idempotency_key = x.idempotency_key LIMIT 1) s)
  INTO v_coins, v_recipients, v_senders, v_sends, v_stored;

  FOR v_item IN SELECT value FROM jsonb_array_elements(p_items) LOOP
    v_sender := (v_item->>'sender_id')::int;
    v_key := v_item->>'idempotency_key';
    v_coin := (v_item->>'coin_type_id')::int;
    v_address := v_item->>'recipient_address';
    v_amount := (v_item->>'amount')::bigint;
    v_remarks := v_item->>'remarks';
    v_refusal := NULL;
    v_result := v_stored->(v_sender || ':' || v_key);
    IF v_result IS NULL THEN
      v_coin_name := v_coins->>(v_coin::text);
      v_recipient := (v_recipients->>v_address)::int;
      v_from_key := v_coin || ':' || v_sender;
      v_from := v_accounts->v_from_key;
      IF v_coin_name IS NULL THEN
        v_refusal := 'coin_type_not_found';
      ELSIF v_recipient IS NULL THEN
        v_refusal := 'wallet_address_not_found';
      ELSIF NOT v_senders ? (v_sender::text) THEN
        v_refusal := 'sign_in_required';
      ELSIF v_recipient = v_sender THEN
        v_refusal := 'transfer_to_self';
      ELSIF v_from IS NULL OR (v_from->>1)::bigint < v_amount THEN
        v_refusal := 'coin_not_enough_to_send';
      ELSE
        v_sent := coalesce((v_sends->>v_from_key)::bigint, 0);
        IF v_sent + v_amount > (v_item->>'daily_send_limit')::bigint THEN
          v_refusal := 'send_limit_exceeded';
        END IF;
      END IF;
      IF v_refusal IS NOT NULL THEN
        v_result := jsonb_build_object('outcome', 'refused', 'code', v_refusal);
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
          'from_address', v_senders->>(v_sender::text), 'wallet_address', v_address, 'number', v_amount,
          'remarks', v_remarks, 'effective_at', '');
        w_sender := w_sender || v_sender;
        w_key := w_key || v_key;
        w_hash := w_hash || (v_item->>'request_hash');
        w_coin := w_coin || v_coin;
        w_amount := w_amount || v_amount;
        w_remarks := w_remarks || v_remarks;
        w_from := w_from || (v_from->>0)::int;
        w_to := w_to || (v_to->>0)::int;
        w_tx := w_tx || v_tx;
        w_response := w_response || v_response;
        v_result := jsonb_build_object('outcome', 'done', 'request_hash', v_item->>'request_hash',
          'response', v_response, 'transaction_id', v_tx::text, 'effective_at', v_at);
        IF v_key IS NOT NULL THEN
          v_stored := v_stored || jsonb_build_object(v_sender || ':' || v_key,
            v_result || jsonb_build_object('outcome', 'stored'));
        END IF;
      END IF;
    END IF;
    v_results := v_results || jsonb_build_array(v_result);
  END LOOP;

  IF cardinality(w_tx) > 0 THEN
    WITH accepted AS (
      SELECT * FROM unnest(w_sender, w_key, w_hash, w_coin, w_amount, w_remarks, w_from, w_to, w_tx, w_response)
        WITH ORDINALITY AS w(sender_id, idempotency_key, request_hash, coin_type_id, amount, remarks,
          from_account, to_account, transaction_id, response, ordinal)
    ), moves AS (
      SELECT w.ordinal, m.side, w.transaction_id, m.account_id, m.amount
        FROM accepted w,
          LATERAL (VALUES (0, w.from_account, -w.amount), (1, w.to_account, w.amount)) AS m(side, account_id, amount)
    ), r AS (
      INSERT INTO transfer_requests
          (user_id, idempotency_key, request_hash, coin_type_id, amount, transaction_id, response)
        SELECT sender_id, idempotency_key, request_hash, coin_type_id, amount, transaction_id, response
          FROM accepted ORDER BY ordinal
    ), t AS (
      INSERT INTO ledger_transactions (id, type, source, remarks, created_by)
        SELECT transaction_id, 'transfer', 'dao_platform', remarks, sender_id FROM accepted ORDER BY ordinal
    ), d AS (
      INSERT INTO coin_daily_sends (user_id, coin_type_id, day, amount)
        SELECT sender_id, coin_type_id, v_today, sum(amount) FROM accepted GROUP BY sender_id, coin_type_id
        ON CONFLICT (user_id, coin_type_id, day)
          DO UPDATE SET amount = coin_daily_sends.amount + EXCLUDED.amount
    ), e AS (
      INSERT INTO ledger_entries (transaction_id, account_id, amount)
        SELECT transaction_id, account_id, amount FROM moves ORDER BY ordinal, side
    )
    UPDATE accounts SET balance = balance + m.delta
      FROM (SELECT account_id, sum(amount) AS delta FROM moves GROUP BY account_id) AS m
      WHERE accounts.id = m.account_id AND m.delta <> 0;
  END IF;

  IF v_previous_release THEN
    SELECT coalesce(jsonb_agg(r || jsonb_build_object('s', r->'outcome', 'hash', r->'request_hash',
        'id', r->'transaction_id', 'at', r->'effective_at') ORDER BY o), '[]')
      INTO v_results FROM jsonb_array_elements(v_results) WITH ORDINALITY AS x(r, o);
  END IF;
  RETURN v_results;
END
$$;
