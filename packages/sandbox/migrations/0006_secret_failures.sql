-- 0006_secret_failures: the failed client secrets of the token endpoint, per client id, for
-- instances sharing a PostgreSQL server (the limit holds in total, not per instance; the embedded
-- store, one process, keeps them in memory). One row per client id, known or not, with a window
-- open: the failures counted in it and when it closes (src/rate-limit/sql-secret-failures.ts says
-- how a window opens, counts and locks). Rows of closed windows mean nothing and are swept.
-- Unlogged, like rate_limits: after a crash of the server the windows open then are forgotten (the
-- next failures open new ones), and a failure counted without WAL is cheaper.
CREATE UNLOGGED TABLE secret_failures (
  client_id text PRIMARY KEY,
  failures  integer NOT NULL,
  ends_at   timestamptz NOT NULL
);
