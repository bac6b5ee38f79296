-- The webhook body as written at commit: the bytes every attempt sends, in the order the event was built (jsonb
-- keeps its own key order). Events written before this migration have none and are sent from their payload.
ALTER TABLE outbox ADD COLUMN body text;
