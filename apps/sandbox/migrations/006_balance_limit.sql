-- The balance limit (domain/ledger/money.ts, BALANCE_LIMIT_MINOR) backed by the database, as the floor is: an
-- organization's own wallets move from whatever they hold (storage/wallets.ts, applyMoves), so the limit the Book
-- checked on the balance it read is checked again here, on the balance reached; a write that would pass it fails
-- and its group is decided again.
ALTER TABLE wallets ADD CONSTRAINT wallets_balance_limit
  CHECK (abs(available_minor) <= 999999999999999 AND abs(ledger_minor) <= 999999999999999);
