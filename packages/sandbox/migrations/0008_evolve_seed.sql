-- 0008_evolve_seed: a tenant may be made to see tomorrow's API, every answer of the platform API to
-- its clients evolved as a legal next minor version could (the control spec's evolve_seed). NULL:
-- the sandbox's own setting.
ALTER TABLE tenants ADD COLUMN evolve_seed text CHECK (evolve_seed ~ '^[A-Za-z0-9_-]{1,32}$');
