-- 0001_initial: the sandbox's tables.
--
-- Plain Postgres (PGlite runs it embedded; a server's Postgres runs it as is). Money is NUMERIC,
-- which is exact and keeps the scale it was given; never a float. Each API resource is kept as the
-- JSON document the API returns (`document`), beside the columns that queries and constraints need.

-- Keys generated on first start (the token signing key, the cursor key) and the demo-data marker.
CREATE TABLE settings (
  key   text PRIMARY KEY,
  value text NOT NULL
);

-- OAuth2 clients. The secret is never stored: only a salted SHA-256 of it.
CREATE TABLE clients (
  client_id   text PRIMARY KEY,
  secret_salt text NOT NULL,
  secret_hash text NOT NULL,
  scopes      text[] NOT NULL
);

CREATE TABLE profiles (
  id          text PRIMARY KEY,
  customer_id text NOT NULL,
  memo_id     text NOT NULL UNIQUE
);

CREATE TABLE balances (
  profile_id text NOT NULL REFERENCES profiles (id),
  asset      text NOT NULL,
  amount     numeric NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (profile_id, asset)
);

CREATE TABLE transfers (
  id          uuid PRIMARY KEY,
  customer_id text NOT NULL,
  profile_id  text NOT NULL REFERENCES profiles (id),
  ref_id      text,
  type        text NOT NULL,
  status      text NOT NULL,
  created_at  timestamptz NOT NULL,
  -- When a PENDING transfer settles (withdrawals); NULL for transfers created settled.
  settle_at   timestamptz,
  -- The client (token subject) whose request created it.
  created_by  text,
  document    json NOT NULL
);
-- Replay protection: a ref_id is used at most once per customer. The constraint, not a read before
-- the write, is what makes concurrent identical requests create one transfer.
CREATE UNIQUE INDEX transfers_customer_ref_id_key ON transfers (customer_id, ref_id) WHERE ref_id IS NOT NULL;
CREATE INDEX transfers_pending_idx ON transfers (settle_at) WHERE status = 'PENDING';

CREATE TABLE deposit_addresses (
  id             uuid PRIMARY KEY,
  -- Creation order, exact even within a millisecond: a deposit goes to the newest record of an address.
  seq            bigint GENERATED ALWAYS AS IDENTITY,
  customer_id    text NOT NULL,
  profile_id     text NOT NULL REFERENCES profiles (id),
  crypto_network text NOT NULL,
  -- The address as compared: lower case for EVM addresses, as is otherwise.
  address_key    text NOT NULL,
  ref_id         text,
  created_at     timestamptz NOT NULL,
  created_by     text,
  document       json NOT NULL
);
CREATE UNIQUE INDEX deposit_addresses_customer_ref_id_key ON deposit_addresses (customer_id, ref_id) WHERE ref_id IS NOT NULL;
CREATE INDEX deposit_addresses_address_idx ON deposit_addresses (address_key, seq);

CREATE TABLE accounts (
  id       text PRIMARY KEY,
  document json NOT NULL
);

CREATE TABLE markets (
  symbol   text PRIMARY KEY,
  document json NOT NULL
);

CREATE TABLE orders (
  id         uuid PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles (id),
  account_id text
);

CREATE TABLE executions (
  execution_id numeric PRIMARY KEY,
  order_id     uuid NOT NULL REFERENCES orders (id),
  executed_at  timestamptz NOT NULL,
  document     json NOT NULL
);

CREATE TABLE monitoring_addresses (
  id             text PRIMARY KEY,
  crypto_network text NOT NULL,
  address        text NOT NULL,
  created_at     timestamptz NOT NULL,
  document       json NOT NULL
);
