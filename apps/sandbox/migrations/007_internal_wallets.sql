-- An organization may have several internal wallets: every posting moves one, and a process's postings are written
-- one group after another under its row lock, so two processes on one wallet wait on each other's commits. A
-- posting line that finds its internal wallet locked by another writer moves to another one, adding it when the
-- organization has none free (domain/postings/posting-line.ts). Its other own wallets stay one of each kind.
DROP INDEX wallets_one_internal;
CREATE UNIQUE INDEX wallets_one_of_kind ON wallets (organization_id, kind) WHERE kind NOT IN ('customer', 'internal');
