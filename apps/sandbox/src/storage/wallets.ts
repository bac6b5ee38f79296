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
