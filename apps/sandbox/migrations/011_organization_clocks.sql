-- A clock per organization (issue 42): its offset from real time in microseconds, kept in the database so every
-- sandbox process on one PostgreSQL reads the same one. NULL: the organization follows the sandbox clock (the
-- global offset in sandbox_settings), which is where a new organization starts.
ALTER TABLE organizations ADD COLUMN clock_offset_us bigint;
-- The outbox's instants (next_attempt_at_us, delivered_at_us) and delivery_attempts.started_at_us are by the clock
-- of the event's organization from here on: real time plus its offset (storage/webhooks.ts, claimDueEvents).
