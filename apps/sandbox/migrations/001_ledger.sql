-- One schema for both engines (PGlite and PostgreSQL). Money is in integer minor units (bigint);
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
