-- Issue 13, transfers at ledger speed (docs/decisions/027): the balance part of a wallet transfer in
-- one call, so a transfer is one statement and its row locks are never held across a network wait.
-- Locks both accounts in ascending id order (the order of every movement), debits the sender only if
-- the coin is there, then sums the sender's sends of the day: each statement of a volatile function
-- takes a new snapshot, so a concurrent send of the same sender that committed while this one waited
-- for the lock is counted. A refusal raises, and the whole statement (request row, ledger rows and
-- the debit) is rolled back; the message is the error code of spec 8.
CREATE OR REPLACE FUNCTION miao_transfer_apply(
  p_from_account integer,
  p_to_account integer,
  p_amount bigint,
  p_user integer,
  p_coin_type integer,
  p_request bigint,
  p_daily_limit bigint
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_sent bigint;
BEGIN
  PERFORM 1 FROM accounts WHERE id IN (p_from_account, p_to_account) ORDER BY id FOR NO KEY UPDATE;
  UPDATE accounts SET balance = balance - p_amount WHERE id = p_from_account AND balance >= p_amount;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'coin_not_enough_to_send';
  END IF;
  SELECT coalesce(sum(amount), 0) INTO v_sent FROM transfer_requests
    WHERE user_id = p_user AND coin_type_id = p_coin_type AND transaction_id IS NOT NULL AND id <> p_request
      AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  IF v_sent + p_amount > p_daily_limit THEN
    RAISE EXCEPTION 'send_limit_exceeded';
  END IF;
  UPDATE accounts SET balance = balance + p_amount WHERE id = p_to_account;
END
$$;
