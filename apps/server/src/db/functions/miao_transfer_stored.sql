-- The answer stored under an idempotency key, with the time of the ledger row it points at
-- (the shape of miao_transfer_batch's answers).
CREATE OR REPLACE FUNCTION miao_transfer_stored(p_request bigint) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('outcome', 'stored', 'request_hash', s.request_hash, 'response', s.response,
    'transaction_id', s.transaction_id::text,
    'effective_at', to_char(t.effective_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  FROM transfer_requests s LEFT JOIN ledger_transactions t ON t.id = s.transaction_id
  WHERE s.id = p_request
$$;
