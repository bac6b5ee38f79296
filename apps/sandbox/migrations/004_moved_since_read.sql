-- Raised by a write that finds a row moved since the unit of work read it without a lock (storage/statement.ts):
-- the statement rolls back whole, and serialization_failure tells the caller to read again and retry.
CREATE FUNCTION raise_moved_since_read(message text) RETURNS integer LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION USING ERRCODE = '40001', MESSAGE = message; END $$;
