-- The posting line reads an organization's internal wallets and the wallets its group names (storage/postings.ts,
-- readForPostings). With an index for each part (the internal wallets by this partial index, the others by
-- account_number or id) the planner reads just those rows; without one for the internal wallets it had only the
-- index led by organization_id, and read every wallet of the organization for each group. The mobile number now
-- leads that index, as its one reader asks for a mobile number within an organization (walletByMobileNumber).
CREATE INDEX wallets_internal ON wallets (organization_id) WHERE kind = 'internal';
DROP INDEX wallets_by_mobile;
CREATE INDEX wallets_by_mobile ON wallets (mob_num, organization_id);
