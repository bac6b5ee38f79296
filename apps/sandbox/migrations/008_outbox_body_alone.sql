-- An event's body (migrations/003) is the whole event as sent; its payload column held the same again as jsonb,
-- doubling every event's row and its share of the write-ahead log, written with every posting. Events keep the body
-- alone from now on and are read from it; events written before it keep their payload (and, after 003, their body).
ALTER TABLE outbox ALTER COLUMN payload DROP NOT NULL;
