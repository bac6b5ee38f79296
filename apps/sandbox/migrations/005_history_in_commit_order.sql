-- History is read in commit order, which for one wallet is seq order (storage/entries.ts).
CREATE INDEX entries_by_wallet_seq ON entries (wallet_id, seq DESC);
