-- 0003_rate_limits: the per-client rate limit's token buckets, for instances sharing a PostgreSQL
-- server (the limit holds in total, not per instance; the embedded store, one process, keeps them
-- in memory). One row per key (`client:<id>` or `ip:<address>`): the tokens left at `at` (the
-- database's clock), and whether the last take was granted (what the upsert returns).
-- Unlogged: a bucket is worth nothing after a crash of the server (it refills within seconds), and
-- a take without WAL is cheaper.
CREATE UNLOGGED TABLE rate_limits (
  key    text PRIMARY KEY,
  tokens double precision NOT NULL,
  at     timestamptz NOT NULL,
  taken  boolean NOT NULL
);
