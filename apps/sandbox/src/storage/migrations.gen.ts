/**
 * Generated from migrations/*.sql by `pnpm --filter @waas/sandbox generate`.
 * Do not edit by hand: change or add a migration, then run it.
 */

/** A file of migrations/. */
export interface Migration {
  name: string;
  text: string;
}

/** The migrations, in the order they are applied. */
export const MIGRATIONS: readonly Migration[] = [
  {
    name: "001_ledger.sql",
    text: `-- One schema for both engines (PGlite and PostgreSQL). Money is in integer minor units (bigint);
-- instants are microseconds since the Unix epoch (bigint), so both engines read them alike.

CREATE TABLE organizations (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at_us bigint NOT NULL
);

-- Keys are stored as SHA-256 hashes only; the key itself is shown once, when it is issued.
CREATE TABLE api_keys (
  key_hash text PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  is_admin boolean NOT NULL,
  label text NOT NULL,
  created_at_us bigint NOT NULL
);

CREATE TABLE products (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL,
  direction text NOT NULL CHECK (direction IN ('D', 'C')),
  is_active boolean NOT NULL,
  date_updated_us bigint NOT NULL
);

CREATE TABLE wallet_groups (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  is_active boolean NOT NULL,
  date_created_us bigint NOT NULL
);

-- kind: 'customer' wallets belong to the organization's customers; 'internal' is the organization's balancing
-- wallet; 'external' stands for the world outside the organization, the other side of every inflow.
-- Only customer wallets have a floor (zero, or minus the overdraft); the other two may go below zero.
CREATE TABLE wallets (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  wallet_group_id uuid NOT NULL REFERENCES wallet_groups (id),
  kind text NOT NULL CHECK (kind IN ('customer', 'internal', 'external')),
  customer_id uuid NOT NULL,
  wallet_restriction_id text,
  wallet_classification_id uuid NOT NULL,
  currency_id uuid NOT NULL,
  currency_code text NOT NULL,
  customer_type_id uuid NOT NULL,
  is_default boolean NOT NULL,
  name text NOT NULL,
  overdraft_minor bigint CHECK (overdraft_minor >= 0),
  account_number text NOT NULL UNIQUE,
  bank_code text NOT NULL,
  bank_name text NOT NULL,
  mob_num text,
  available_minor bigint NOT NULL DEFAULT 0,
  ledger_minor bigint NOT NULL DEFAULT 0,
  created_at_us bigint NOT NULL,
  CHECK (kind <> 'customer' OR available_minor >= -COALESCE(overdraft_minor, 0)),
  CHECK (available_minor <= ledger_minor)
);
CREATE INDEX wallets_by_mobile ON wallets (organization_id, mob_num);
CREATE UNIQUE INDEX wallets_one_internal ON wallets (organization_id, kind) WHERE kind <> 'customer';

-- One row per transaction reference of an organization: the unique constraint is what makes a reference post
-- once. fingerprint is the canonical request; outcome and result are the answer every retry with that body gets.
CREATE TABLE postings (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  reference text NOT NULL,
  fingerprint text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('transaction', 'inflow', 'transfer', 'opening')),
  status text NOT NULL CHECK (status IN ('posted', 'scheduled', 'failed')),
  wallet_id uuid REFERENCES wallets (id),
  counter_wallet_id uuid REFERENCES wallets (id),
  direction text CHECK (direction IN ('CREDIT', 'DEBIT')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  fee_minor bigint NOT NULL DEFAULT 0 CHECK (fee_minor >= 0),
  currency text NOT NULL,
  product_id uuid,
  remarks text NOT NULL DEFAULT '',
  batch_reference text,
  value_date_us bigint NOT NULL,
  created_at_us bigint NOT NULL,
  posted_at_us bigint,
  outcome text NOT NULL,
  result jsonb,
  UNIQUE (organization_id, reference)
);
CREATE INDEX postings_due ON postings (organization_id, value_date_us) WHERE status = 'scheduled';

-- Double entry: every posting writes entries whose credits equal their debits, each with the wallet's ledger
-- balance right after it, so a wallet's history replays to its balance.
CREATE TABLE entries (
  seq bigserial PRIMARY KEY,
  id uuid NOT NULL UNIQUE,
  posting_id uuid NOT NULL REFERENCES postings (id),
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  organization_id uuid NOT NULL,
  dc char(1) NOT NULL CHECK (dc IN ('D', 'C')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  balance_after_minor bigint NOT NULL,
  product_id uuid,
  remarks text NOT NULL,
  created_at_us bigint NOT NULL
);
CREATE INDEX entries_by_wallet_time ON entries (wallet_id, created_at_us DESC, seq DESC);

-- Events are written in the same transaction as the change they report; a dispatcher delivers them later.
CREATE TABLE outbox (
  seq bigserial PRIMARY KEY,
  id uuid NOT NULL UNIQUE,
  organization_id uuid NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  created_at_us bigint NOT NULL,
  delivered_at_us bigint,
  attempts integer NOT NULL DEFAULT 0
);

CREATE TABLE checkout_wallets (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  wallet_number text NOT NULL,
  status text NOT NULL,
  created_at_us bigint NOT NULL,
  search_text text NOT NULL,
  document jsonb NOT NULL
);
CREATE INDEX checkout_wallets_by_org ON checkout_wallets (organization_id, created_at_us DESC);

CREATE TABLE prefix_mappings (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  secondary_prefix text NOT NULL,
  primary_prefix_id uuid NOT NULL,
  primary_prefix_code text NOT NULL,
  alias text NOT NULL
);

-- Accounts at other banks that the payout enquiry can name.
CREATE TABLE bank_directory (
  bank_code text NOT NULL,
  account_number text NOT NULL,
  account_name text NOT NULL,
  PRIMARY KEY (bank_code, account_number)
);

CREATE TABLE sandbox_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
`,
  },
  {
    name: "002_webhooks_checkout.sql",
    text: `-- Webhook delivery and the checkout wallet lifecycle, on top of 001.

-- Where an organization's webhooks go. The secret is kept to sign with (it cannot be hashed); the control API
-- answers only whether one is set.
CREATE TABLE webhook_endpoints (
  organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  url text NOT NULL,
  secret text,
  updated_at_us bigint NOT NULL
);

-- Delivery state of each outbox event. Instants here are real time (retry delays are transport time, not the
-- sandbox clock, which a test may move backwards). next_attempt_at_us is also the lease of a claimed event: a
-- dispatcher that dies mid-delivery leaves it due again when the lease runs out. attempts counts every attempt
-- ever made and fences the recording of one; round_attempts counts those since the last (re)delivery request.
ALTER TABLE outbox ADD COLUMN delivery_status text NOT NULL DEFAULT 'pending'
  CHECK (delivery_status IN ('pending', 'delivered', 'failed', 'noEndpoint'));
ALTER TABLE outbox ADD COLUMN next_attempt_at_us bigint NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN round_attempts integer NOT NULL DEFAULT 0;
CREATE INDEX outbox_due ON outbox (next_attempt_at_us, seq) WHERE delivery_status = 'pending';
CREATE INDEX outbox_by_organization ON outbox (organization_id, seq DESC);

-- Every attempt is kept, failed or not. error never holds the secret or the signature.
CREATE TABLE delivery_attempts (
  seq bigserial PRIMARY KEY,
  event_id uuid NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  url text NOT NULL,
  started_at_us bigint NOT NULL,
  duration_ms integer NOT NULL,
  status_code integer,
  outcome text NOT NULL CHECK (outcome IN ('delivered', 'failed')),
  error text,
  UNIQUE (event_id, attempt)
);

-- A checkout payment lands in the organization's collection wallet, its fees in the fee wallet, and the
-- beneficiaries' shares in the settlement wallet until the inter-bank payout settles them (see domain/splits.ts).
ALTER TABLE wallets DROP CONSTRAINT wallets_kind_check;
ALTER TABLE wallets ADD CONSTRAINT wallets_kind_check
  CHECK (kind IN ('customer', 'internal', 'external', 'collection', 'fees', 'settlement'));
ALTER TABLE postings DROP CONSTRAINT postings_kind_check;
ALTER TABLE postings ADD CONSTRAINT postings_kind_check CHECK (kind IN ('transaction', 'inflow', 'transfer', 'opening', 'checkout'));

-- A wallet number routes an inflow to one checkout wallet.
CREATE UNIQUE INDEX checkout_wallets_by_number ON checkout_wallets (wallet_number);
`,
  },
  {
    name: "003_outbox_body.sql",
    text: `-- The webhook body as written at commit: the bytes every attempt sends, in the order the event was built (jsonb
-- keeps its own key order). Events written before this migration have none and are sent from their payload.
ALTER TABLE outbox ADD COLUMN body text;
`,
  },
  {
    name: "004_moved_since_read.sql",
    text: `-- Raised by a write that finds a row moved since the unit of work read it without a lock (storage/statement.ts):
-- the statement rolls back whole, and serialization_failure tells the caller to read again and retry.
CREATE FUNCTION raise_moved_since_read(message text) RETURNS integer LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION USING ERRCODE = '40001', MESSAGE = message; END $$;
`,
  },
  {
    name: "005_history_in_commit_order.sql",
    text: `-- History is read in commit order, which for one wallet is seq order (storage/entries.ts).
CREATE INDEX entries_by_wallet_seq ON entries (wallet_id, seq DESC);
`,
  },
  {
    name: "006_balance_limit.sql",
    text: `-- The balance limit (domain/ledger/money.ts, BALANCE_LIMIT_MINOR) backed by the database, as the floor is: an
-- organization's own wallets move from whatever they hold (storage/wallets.ts, applyMoves), so the limit the Book
-- checked on the balance it read is checked again here, on the balance reached; a write that would pass it fails
-- and its group is decided again.
ALTER TABLE wallets ADD CONSTRAINT wallets_balance_limit
  CHECK (abs(available_minor) <= 999999999999999 AND abs(ledger_minor) <= 999999999999999);
`,
  },
  {
    name: "007_internal_wallets.sql",
    text: `-- An organization may have several internal wallets: every posting moves one, and a process's postings are written
-- one group after another under its row lock, so two processes on one wallet wait on each other's commits. A
-- posting line that finds its internal wallet locked by another writer moves to another one, adding it when the
-- organization has none free (domain/postings/posting-line.ts). Its other own wallets stay one of each kind.
DROP INDEX wallets_one_internal;
CREATE UNIQUE INDEX wallets_one_of_kind ON wallets (organization_id, kind) WHERE kind NOT IN ('customer', 'internal');
`,
  },
  {
    name: "008_outbox_body_alone.sql",
    text: `-- An event's body (migrations/003) is the whole event as sent; its payload column held the same again as jsonb,
-- doubling every event's row and its share of the write-ahead log, written with every posting. Events keep the body
-- alone from now on and are read from it; events written before it keep their payload (and, after 003, their body).
ALTER TABLE outbox ALTER COLUMN payload DROP NOT NULL;
`,
  },
  {
    name: "009_claims_by_reference.sql",
    text: `-- The posting line looks up a group's references in one read (storage/postings.ts, readForPostings): organization and
-- reference = ANY(the group's references). On (organization_id, reference) the planner could take the organization
-- alone as the index condition and the references as a filter, and did whenever its statistics had not yet seen the
-- organization's postings (a new organization is estimated at one row): every posting of the organization read for
-- each group, 4.5 ms and 7,400 buffers a read once it had 26,000 (auto_explain, 2026-11-24), so posts/s fell as the
-- organization grew. Led by the reference, the index answers the references alone, one descent each, whatever the
-- statistics say; the claim (one reference once per organization) is the same constraint.
ALTER TABLE postings DROP CONSTRAINT postings_organization_id_reference_key;
ALTER TABLE postings ADD CONSTRAINT postings_reference_organization_id_key UNIQUE (reference, organization_id);
`,
  },
  {
    name: "010_wallet_reads_by_key.sql",
    text: `-- The posting line reads an organization's internal wallets and the wallets its group names (storage/postings.ts,
-- readForPostings). With an index for each part (the internal wallets by this partial index, the others by
-- account_number or id) the planner reads just those rows; without one for the internal wallets it had only the
-- index led by organization_id, and read every wallet of the organization for each group. The mobile number now
-- leads that index, as its one reader asks for a mobile number within an organization (walletByMobileNumber).
CREATE INDEX wallets_internal ON wallets (organization_id) WHERE kind = 'internal';
DROP INDEX wallets_by_mobile;
CREATE INDEX wallets_by_mobile ON wallets (mob_num, organization_id);
`,
  },
  {
    name: "011_organization_clocks.sql",
    text: `-- A clock per organization (issue 42): its offset from real time in microseconds, kept in the database so every
-- sandbox process on one PostgreSQL reads the same one. NULL: the organization follows the sandbox clock (the
-- global offset in sandbox_settings), which is where a new organization starts.
ALTER TABLE organizations ADD COLUMN clock_offset_us bigint;
-- The outbox's instants (next_attempt_at_us, delivered_at_us) and delivery_attempts.started_at_us are by the clock
-- of the event's organization from here on: real time plus its offset (storage/webhooks.ts, claimDueEvents).
`,
  },
];
