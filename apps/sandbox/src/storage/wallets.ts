import type { Sql } from './engine.js';
import type { Statement } from './statement.js';

// collection, fees and settlement: an organization's checkout wallets (migrations/002, domain/splits.ts).
export type WalletKind = 'customer' | 'internal' | 'external' | 'collection' | 'fees' | 'settlement';

export interface WalletRow {
  id: string;
  organization_id: string;
  wallet_group_id: string;
  kind: WalletKind;
  customer_id: string;
  wallet_restriction_id: string | null;
  wallet_classification_id: string;
  currency_id: string;
  currency_code: string;
  customer_type_id: string;
  is_default: boolean;
  name: string;
  overdraft_minor: number | null;
  account_number: string;
  bank_code: string;
  bank_name: string;
  mob_num: string | null;
  available_minor: number;
  ledger_minor: number;
  created_at_us: number;
}

export type NewWallet = Omit<WalletRow, 'available_minor' | 'ledger_minor'>;

export async function walletById(sql: Sql, organizationId: string, id: string): Promise<WalletRow | undefined> {
  const [row] = await sql.query<WalletRow>('SELECT * FROM wallets WHERE organization_id = $1 AND id = $2', [organizationId, id]);
  return row;
}

export async function walletByAccountNumber(sql: Sql, organizationId: string, accountNumber: string): Promise<WalletRow | undefined> {
  const [row] = await sql.query<WalletRow>('SELECT * FROM wallets WHERE organization_id = $1 AND account_number = $2', [
    organizationId,
    accountNumber,
  ]);
  return row;
}

/** The default wallet first when a customer has several wallets on one mobile number. */
export async function walletByMobileNumber(sql: Sql, organizationId: string, mobNum: string): Promise<WalletRow | undefined> {
  const [row] = await sql.query<WalletRow>(
    'SELECT * FROM wallets WHERE organization_id = $1 AND mob_num = $2 ORDER BY is_default DESC, created_at_us, id LIMIT 1',
    [organizationId, mobNum],
  );
  return row;
}

/** The organization's internal (balancing) or external (outside world) wallet. */
export async function balancingWallet(sql: Sql, organizationId: string, kind: 'internal' | 'external'): Promise<WalletRow> {
  const [row] = await sql.query<WalletRow>('SELECT * FROM wallets WHERE organization_id = $1 AND kind = $2', [organizationId, kind]);
  if (!row) throw new Error(`organization ${organizationId} has no ${kind} wallet`);
  return row;
}

export async function insertWallet(sql: Sql, w: NewWallet): Promise<void> {
  await sql.query(
    `INSERT INTO wallets (id, organization_id, wallet_group_id, kind, customer_id, wallet_restriction_id, wallet_classification_id,
       currency_id, currency_code, customer_type_id, is_default, name, overdraft_minor, account_number, bank_code, bank_name, mob_num,
       created_at_us)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      w.id, w.organization_id, w.wallet_group_id, w.kind, w.customer_id, w.wallet_restriction_id, w.wallet_classification_id,
      w.currency_id, w.currency_code, w.customer_type_id, w.is_default, w.name, w.overdraft_minor, w.account_number, w.bank_code,
      w.bank_name, w.mob_num, w.created_at_us,
    ],
  );
}

export interface Balances {
  available_minor: number;
  ledger_minor: number;
}

export interface LegEntry {
  id: string;
  dc: 'D' | 'C';
  amount_minor: number;
  /** The wallet's ledger balance right after this entry minus right after the posting (the legs after it, signed). */
  after_offset_minor: number;
  product_id: string | null;
  remarks: string;
}

/**
 * Moves a wallet's balances by signed deltas and writes its entries of one posting, in one guarded, race-safe
 * statement. The guard keeps the invariant "a customer wallet's available balance never goes below minus its
 * overdraft": the row lock makes a concurrent debit wait and re-check the guard against the balance the first one
 * left; neither balance may pass `limitMinor` either way. The entries' balances are computed from the balance the update returns, so nothing else runs while the row
 * is locked. Undefined when the guard refuses
 * (and then no entry is written).
 */
export async function moveBalancesWithEntries(
  sql: Sql,
  walletId: string,
  deltas: { availableDelta: number; ledgerDelta: number; limitMinor: number },
  posting: { id: string; organizationId: string; atUs: number },
  entries: readonly LegEntry[],
): Promise<Balances | undefined> {
  const [row] = await sql.query<Balances>(
    `WITH moved AS (
       UPDATE wallets SET available_minor = available_minor + $2::bigint, ledger_minor = ledger_minor + $3::bigint
       WHERE id = $1 AND (kind <> 'customer' OR $2::bigint >= 0 OR available_minor + $2::bigint >= -COALESCE(overdraft_minor, 0))
         AND abs(available_minor + $2::bigint) <= $13::bigint AND abs(ledger_minor + $3::bigint) <= $13::bigint
       RETURNING available_minor, ledger_minor
     ), written AS (
       INSERT INTO entries (id, posting_id, wallet_id, organization_id, dc, amount_minor, balance_after_minor, product_id, remarks, created_at_us)
       SELECT e.id, $4::uuid, $1::uuid, $5::uuid, e.dc, e.amount, moved.ledger_minor - e.after_offset, e.product_id, e.remarks, $6::bigint
       FROM moved, unnest($7::uuid[], $8::text[], $9::bigint[], $10::bigint[], $11::uuid[], $12::text[]) WITH ORDINALITY
         AS e(id, dc, amount, after_offset, product_id, remarks, position)
       ORDER BY e.position
     )
     SELECT available_minor, ledger_minor FROM moved`,
    [
      walletId, deltas.availableDelta, deltas.ledgerDelta, posting.id, posting.organizationId, posting.atUs,
      entries.map((e) => e.id), entries.map((e) => e.dc), entries.map((e) => e.amount_minor), entries.map((e) => e.after_offset_minor),
      entries.map((e) => e.product_id), entries.map((e) => e.remarks), deltas.limitMinor,
    ],
  );
  return row;
}

/** The balances of some wallets as they are now, by id, in WALLET_LOCK_ORDER. */
export async function balancesOf(sql: Sql, walletIds: readonly string[]): Promise<Map<string, Balances>> {
  const rows = await sql.query<Balances & { id: string }>(`SELECT id, available_minor, ledger_minor FROM wallets WHERE id = ANY($1::uuid[]) ORDER BY ${WALLET_LOCK_ORDER}`, [walletIds]);
  return new Map(rows.map(({ id, ...balances }) => [id, balances]));
}

/** Locks wallets in WALLET_LOCK_ORDER, inside a unit of work that will move them one statement at a time. */
export async function lockWalletsNow(sql: Sql, walletIds: readonly string[]): Promise<void> {
  await sql.query(`SELECT id FROM wallets WHERE id = ANY($1::uuid[]) ORDER BY ${WALLET_LOCK_ORDER} ${WALLET_LOCK}`, [walletIds]);
}

/**
 * The one order every write takes wallet row locks in: customer wallets by id, then the internal wallet, then the
 * external one. Two writes that each lock in this order never wait on each other in a circle, whichever process,
 * or path (a posting group, an inflow, a due batch), they come from.
 */
export const WALLET_LOCK_ORDER = `CASE kind WHEN 'customer' THEN 0 WHEN 'internal' THEN 1 ELSE 2 END, id`;

/**
 * The lock a balance update takes itself, no stronger: a posting row's foreign key to a wallet (a refusal or a
 * scheduled posting claimed without moving it) checks with KEY SHARE, which this does not block, so a claim never
 * waits on a wallet outside the ordered set.
 */
export const WALLET_LOCK = 'FOR NO KEY UPDATE';
const LOCKED = 'locked_wallets';

/**
 * Locks a group write's wallets in WALLET_LOCK_ORDER, first: the statements run together with it wait for
 * `afterLocks`, so no claim, move or entry is written before every lock is held (and an entry's seq, drawn after the
 * lock, follows the wallet's commit order).
 */
export function lockWallets(walletIds: readonly string[]): Statement {
  return { name: LOCKED, text: `SELECT id FROM wallets WHERE id = ANY($1::uuid[]) ORDER BY ${WALLET_LOCK_ORDER} ${WALLET_LOCK}`, params: [walletIds] };
}

/** A condition that holds once lockWallets has taken every lock: an init plan, evaluated before any row is written. */
export const afterLocks = `(SELECT count(*) FROM ${LOCKED}) >= 0`;

/**
 * How much a wallet's balances moved in one unit of work, from the balances and the overdraft it had when the unit
 * of work read it (the floor its decisions were made on).
 */
export interface WalletMove {
  walletId: string;
  availableDelta: number;
  ledgerDelta: number;
  from: Balances;
  overdraftMinor: number | null;
}

/**
 * Writes the net moves of a unit of work's Book, one update for all its wallets: a Statement to run together after
 * lockWallets. A wallet moves only from the balances and the overdraft the Book started with, so one that moved or
 * whose overdraft changed since it was read fails the whole statement (and the group is decided again).
 */
export function applyMoves(moves: readonly WalletMove[]): Statement {
  return {
    text: `UPDATE wallets w SET available_minor = w.available_minor + m.available, ledger_minor = w.ledger_minor + m.ledger
     FROM unnest($1::uuid[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[]) AS m(id, available, ledger, from_available, from_ledger, overdraft)
     WHERE ${afterLocks} AND w.id = m.id AND w.available_minor = m.from_available AND w.ledger_minor = m.from_ledger
       AND w.overdraft_minor IS NOT DISTINCT FROM m.overdraft RETURNING w.id`,
    params: [
      moves.map((m) => m.walletId), moves.map((m) => m.availableDelta), moves.map((m) => m.ledgerDelta),
      moves.map((m) => m.from.available_minor), moves.map((m) => m.from.ledger_minor), moves.map((m) => m.overdraftMinor),
    ],
    expectRows: moves.length,
  };
}

/** Organizations whose wallets' ledger balances do not sum to zero, with the sum as text (it may pass 2^53). */
export async function unbalancedOrganizations(sql: Sql): Promise<{ organization_id: string; total: string }[]> {
  return sql.query(`SELECT organization_id, SUM(ledger_minor)::text AS total FROM wallets GROUP BY organization_id HAVING SUM(ledger_minor) <> 0`);
}

export async function allWallets(sql: Sql): Promise<WalletRow[]> {
  return sql.query<WalletRow>('SELECT * FROM wallets ORDER BY organization_id, created_at_us, id');
}
