-- 0005_debit_rule: insert_debits, the one statement of the debit rule (the rule itself is described
-- once, in src/transfers/debits.ts): many withdrawals recorded at once, each item with the outcome
-- it would have had alone.
--
-- Two calls never wait for each other in a cycle: first the transfers are inserted, in
-- (customer_id, ref_id) order, so that waits for a ref_id another call holds all go one way; only
-- then are the balances debited, in (profile_id, asset) order, so that waits for a balance row go
-- one way too (and a call that debits waits for no ref_id any more). A ref_id already used
-- inserts nothing and debits nothing; a transfer whose debit the balance does not cover is deleted.
CREATE FUNCTION insert_debits(items json) RETURNS TABLE (ord integer, outcome text, available text)
LANGUAGE plpgsql AS $$
DECLARE
  item record;
  outcomes text[] := array_fill(NULL::text, ARRAY[json_array_length(items)]);
  availables text[] := array_fill(NULL::text, ARRAY[json_array_length(items)]);
BEGIN
  FOR item IN
    SELECT * FROM json_to_recordset(items) AS i (
      ord integer, id uuid, customer_id text, profile_id text, ref_id text, type text, status text,
      created_at timestamptz, settle_at timestamptz, created_by text, document json)
    ORDER BY i.customer_id, i.ref_id, i.ord
  LOOP
    INSERT INTO transfers (id, customer_id, profile_id, ref_id, type, status, created_at, settle_at, created_by, document)
    VALUES (item.id, item.customer_id, item.profile_id, item.ref_id, item.type, item.status, item.created_at,
            item.settle_at, item.created_by, item.document)
    ON CONFLICT DO NOTHING;
    outcomes[item.ord + 1] := CASE WHEN FOUND THEN 'created' ELSE 'ref-id-taken' END;
  END LOOP;

  FOR item IN
    SELECT * FROM json_to_recordset(items) AS i (ord integer, id uuid, profile_id text, asset text, amount numeric)
    ORDER BY i.profile_id, i.asset, i.ord
  LOOP
    CONTINUE WHEN outcomes[item.ord + 1] <> 'created';
    -- Applies only when the balance, as last committed, covers it (a concurrent debit is waited
    -- for, then the balance checked again).
    UPDATE balances SET amount = balances.amount - item.amount
     WHERE balances.profile_id = item.profile_id AND balances.asset = item.asset AND balances.amount >= item.amount;
    CONTINUE WHEN FOUND;
    DELETE FROM transfers WHERE transfers.id = item.id;
    outcomes[item.ord + 1] := 'insufficient-funds';
    availables[item.ord + 1] := (SELECT b.amount::text FROM balances b WHERE b.profile_id = item.profile_id AND b.asset = item.asset);
  END LOOP;

  RETURN QUERY SELECT (o.ord - 1)::integer, o.outcome, availables[o.ord] FROM unnest(outcomes) WITH ORDINALITY AS o (outcome, ord);
END
$$;
