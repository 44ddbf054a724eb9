-- 0007_tenants: a tenant is one customer of the platform (its customer_id). Every OAuth client
-- belongs to one (the operator's belongs to none), and everything a client reads or writes is its
-- tenant's: its profiles (and so their balances, orders and executions, accounts, transfers and
-- deposit addresses, which already carry the customer or the profile), its monitoring addresses,
-- its faults and its clock. Market data belongs to no tenant.
CREATE TABLE tenants (
  id              uuid PRIMARY KEY,
  name            text NOT NULL,
  customer_id     text NOT NULL UNIQUE,
  -- When its withdrawals settle by themselves, in ms of its clock after creation: NULL, the
  -- sandbox's own setting; 0, never (only a control completes or fails them).
  settle_after_ms bigint CHECK (settle_after_ms >= 0),
  -- Its clock runs this far ahead of real time (the control's clock advance moves it forward; a
  -- reset puts it back to 0: never negative).
  clock_offset_ms bigint NOT NULL DEFAULT 0 CHECK (clock_offset_ms >= 0),
  -- From the demo data (an operator's reset puts it back to its seed) or made on demand (an
  -- operator's reset deletes it).
  demo            boolean NOT NULL,
  -- What a reset of the tenant goes back to: each profile's balances ([{id, balances}]).
  seed            json NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);

-- The clock furthest ahead: how far past real time the settlement sweep looks for what fell due.
CREATE INDEX tenants_clock_offset_idx ON tenants (clock_offset_ms);

ALTER TABLE clients ADD COLUMN customer_id text;
CREATE INDEX clients_customer_idx ON clients (customer_id);
CREATE INDEX profiles_customer_idx ON profiles (customer_id);

-- Filled, with the clients' customer, when the demo data is loaded (a store that predates tenants
-- loads it again: the demo data changed).
ALTER TABLE monitoring_addresses ADD COLUMN customer_id text;
CREATE INDEX monitoring_addresses_customer_idx ON monitoring_addresses (customer_id);

-- An account names its customer: it may have no profile (an application denied). Filled when the
-- demo data is loaded again, as the monitoring addresses.
ALTER TABLE accounts ADD COLUMN customer_id text;
CREATE INDEX accounts_customer_idx ON accounts (customer_id);

-- Faults are armed by a tenant and taken only by its clients' requests.
ALTER TABLE faults ADD COLUMN customer_id text;
DROP INDEX faults_armed_idx;
CREATE INDEX faults_armed_idx ON faults (customer_id, operation, seq) WHERE remaining > 0;

-- A tenant's PENDING withdrawals, found to settle or re-arm them after its clock moved.
CREATE INDEX transfers_customer_pending_idx ON transfers (customer_id, settle_at) WHERE status = 'PENDING';
