-- 0002_control: state behind the sandbox-control operations. It lives in the store, not in a
-- process, so that instances sharing one database share it (a fault armed through one instance is
-- served by whichever instance the next request reaches). The clock's offset is a row of
-- `settings` (`clock_offset_ms`).

-- Armed faults: the next `remaining` requests of `operation` (an operationId, or `stream` for the
-- WebSocket handshake) get `status` (with `retry_after`) and/or wait `delay_ms` first. A use is
-- taken by one UPDATE on the row, so concurrent requests, on any instance, take exactly `times`.
CREATE TABLE faults (
  id          uuid PRIMARY KEY,
  -- Arming order: the first armed fault of an operation is served first.
  seq         bigint GENERATED ALWAYS AS IDENTITY,
  operation   text NOT NULL,
  status      integer,
  retry_after integer,
  delay_ms    integer,
  times       integer NOT NULL CHECK (times > 0),
  remaining   integer NOT NULL CHECK (remaining >= 0),
  created_at  timestamptz NOT NULL,
  CHECK (status IS NOT NULL OR delay_ms IS NOT NULL)
);
CREATE INDEX faults_armed_idx ON faults (operation, seq) WHERE remaining > 0;

-- What a profile has on hold is the sum of its PENDING debits: found by profile.
CREATE INDEX transfers_profile_pending_idx ON transfers (profile_id) WHERE status = 'PENDING';
