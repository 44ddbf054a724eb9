-- 0004_fault_after_processing: a fault that lets the call happen and replaces only its answer
-- (the answer lost on its way back, which `ref_id` retries exist for).
ALTER TABLE faults ADD COLUMN after_processing boolean NOT NULL DEFAULT false;
ALTER TABLE faults ADD CHECK (NOT after_processing OR status IS NOT NULL);
