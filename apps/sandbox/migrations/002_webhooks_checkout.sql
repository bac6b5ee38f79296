-- Webhook delivery and the checkout wallet lifecycle, on top of 001.

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
