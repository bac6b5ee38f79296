import type { Sql } from './engine.js';
import type { Statement } from './statement.js';
import type { WalletMove } from '../domain/ledger/ledger.js';
import type { NewWallet, WalletRecord } from '../domain/wallets/wallet.js';
import type { CheckoutWalletKind } from '../domain/wallets/store.js';

export async function walletById(sql: Sql, organizationId: string, id: string): Promise<WalletRecord | undefined> {
  const [row] = await sql.query<WalletRecord>('SELECT * FROM wallets WHERE organization_id = $1 AND id = $2', [
    organizationId,
    id,
  ]);
  return row;
}

type WalletById = (organizationId: string, id: string) => Promise<WalletRecord | undefined>;

/** Node's setImmediate runs right after the I/O that arrived meanwhile; a browser has none, and a timer yields too. */
const { setImmediate } = globalThis as { setImmediate?: (callback: () => void) => unknown };
const afterThisTurn = (run: () => void) => (setImmediate ? setImmediate(run) : setTimeout(run, 0));

/**
 * Each asked wallet with its place in the ask, the ids compared as uuid as walletById's statement compares them; the
 * wallets found by their primary key, however many the database holds.
 */
const WALLETS_BY_ID = `SELECT w.*, asked.place FROM wallets w
  JOIN unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS asked (organization_id, id, place)
    ON w.organization_id = asked.organization_id AND w.id = asked.id
  WHERE w.id = ANY($2::uuid[])`;

/**
 * walletById for reads outside a unit of work: those asked in one turn of the event loop (the requests its poll
 * delivered) read in one statement, the same wallet asked twice read once. On PostgreSQL a statement is a round trip
 * and a turn of a backend, which bounded the hot read. Each statement still starts after every read it carries was
 * asked for, so it sees every write acknowledged before any of them, whichever process made it. A read alone is
 * walletById's own statement; a statement of several that fails (one id PostgreSQL refuses) is asked again read by
 * read, so each caller gets the answer it would have had alone.
 */
export function walletReadsTogether(sql: Sql): WalletById {
  let asked: Map<string, AskedRead> | undefined;
  /** Each caller its own copy: one changing its row cannot change another's. */
  const answer = (read: AskedRead, row: WalletRecord | undefined) => {
    for (const caller of read.callers) caller.resolve(row && { ...row });
  };
  const alone = (read: AskedRead) =>
    walletById(sql, read.organizationId, read.id).then(
      (row) => answer(read, row),
      (error: unknown) => {
        for (const caller of read.callers) caller.reject(error);
      },
    );
  const readAll = async (reads: Map<string, AskedRead>) => {
    const all = [...reads.values()];
    if (all.length === 1) return alone(all[0]!);
    let rows: (WalletRecord & { place: number })[];
    try {
      rows = await sql.query(WALLETS_BY_ID, [all.map((read) => read.organizationId), all.map((read) => read.id)]);
    } catch {
      return void (await Promise.all(all.map(alone)));
    }
    const found = new Map(rows.map(({ place, ...row }) => [place, row]));
    all.forEach((read, i) => answer(read, found.get(i + 1)));
  };
  return (organizationId, id) =>
    new Promise((resolve, reject) => {
      if (asked === undefined) {
        const reads = (asked = new Map());
        afterThisTurn(() => {
          asked = undefined;
          void readAll(reads);
        });
      }
      const key = `${organizationId} ${id}`;
      let read = asked.get(key);
      if (read === undefined) asked.set(key, (read = { organizationId, id, callers: [] }));
      read.callers.push({ resolve, reject });
    });
}

/** A wallet asked for in this turn, and everyone who asked. */
interface AskedRead {
  organizationId: string;
  id: string;
  callers: { resolve(row: WalletRecord | undefined): void; reject(error: unknown): void }[];
}

export async function walletByAccountNumber(
  sql: Sql,
  organizationId: string,
  accountNumber: string,
): Promise<WalletRecord | undefined> {
  const [row] = await sql.query<WalletRecord>(
    'SELECT * FROM wallets WHERE organization_id = $1 AND account_number = $2',
    [organizationId, accountNumber],
  );
  return row;
}

/** The default wallet first when a customer has several wallets on one mobile number. */
export async function walletByMobileNumber(
  sql: Sql,
  organizationId: string,
  mobNum: string,
): Promise<WalletRecord | undefined> {
  const [row] = await sql.query<WalletRecord>(
    `SELECT * FROM wallets WHERE organization_id = $1 AND mob_num = $2
     ORDER BY is_default DESC, created_at_us, id LIMIT 1`,
    [organizationId, mobNum],
  );
  return row;
}

/**
 * The organization's internal (balancing) wallets: one, and more once processes shared it. By id, the order the
 * posting line's reads take them in (WALLET_LOCK_ORDER), so the first is the same one everywhere.
 */
export async function internalWallets(sql: Sql, organizationId: string): Promise<WalletRecord[]> {
  return sql.query<WalletRecord>(`SELECT * FROM wallets WHERE organization_id = $1 AND kind = 'internal' ORDER BY id`, [
    organizationId,
  ]);
}

/**
 * One more internal wallet for an organization, like its first (group, currency, bank), for a posting line that
 * found the others held by other writers. Its name numbers it, its account number is new.
 */
export async function addInternalWallet(sql: Sql, organizationId: string, nowUs: number): Promise<string> {
  const id = crypto.randomUUID();
  const [added] = await sql.query<{ id: string }>(
    `INSERT INTO wallets (id, organization_id, wallet_group_id, kind, customer_id, wallet_restriction_id,
       wallet_classification_id, currency_id, currency_code, customer_type_id, is_default, name, overdraft_minor,
       account_number, bank_code, bank_name, mob_num, created_at_us)
     SELECT $1, organization_id, wallet_group_id, 'internal', customer_id, NULL, wallet_classification_id, currency_id,
       currency_code, customer_type_id, false,
       name || ' ' || (SELECT count(*) + 1 FROM wallets WHERE organization_id = $2 AND kind = 'internal'), NULL, $3,
       bank_code, bank_name, NULL, $4
     FROM wallets WHERE organization_id = $2 AND kind = 'internal' ORDER BY created_at_us, id LIMIT 1
     RETURNING id`,
    [id, organizationId, await freeAccountNumber(sql), nowUs],
  );
  if (!added) throw new Error(`organization ${organizationId} has no internal wallet to add another like`);
  return added.id;
}

export async function insertWallet(sql: Sql, w: NewWallet): Promise<void> {
  await sql.query(
    `INSERT INTO wallets (id, organization_id, wallet_group_id, kind, customer_id, wallet_restriction_id,
       wallet_classification_id, currency_id, currency_code, customer_type_id, is_default, name, overdraft_minor,
       account_number, bank_code, bank_name, mob_num, created_at_us)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      w.id,
      w.organization_id,
      w.wallet_group_id,
      w.kind,
      w.customer_id,
      w.wallet_restriction_id,
      w.wallet_classification_id,
      w.currency_id,
      w.currency_code,
      w.customer_type_id,
      w.is_default,
      w.name,
      w.overdraft_minor,
      w.account_number,
      w.bank_code,
      w.bank_name,
      w.mob_num,
      w.created_at_us,
    ],
  );
}

/**
 * The one order every write takes wallet row locks in: customer wallets by id, then the organization's other own
 * wallets (external, checkout) by id, then its internal wallet last. Two writes that each lock in this order never
 * wait on each other in a circle, whichever process, or path (a posting group, an inflow, a due batch), they come
 * from; and an internal wallet, locked last, can be asked for without waiting (lockWallets).
 */
export const WALLET_LOCK_ORDER = `CASE kind WHEN 'customer' THEN 0 WHEN 'internal' THEN 2 ELSE 1 END, id`;

/**
 * The lock a balance update takes itself, no stronger: a posting row's foreign key to a wallet (a refusal or a
 * scheduled posting claimed without moving it) checks with KEY SHARE, which this does not block, so a claim never
 * waits on a wallet outside the ordered set.
 */
export const WALLET_LOCK = 'FOR NO KEY UPDATE';

/** PostgreSQL's lock_not_available: an internal wallet lockWallets asked for is held by another writer. */
export const INTERNAL_WALLET_BUSY = '55P03';

/**
 * Locks a write's wallets in WALLET_LOCK_ORDER: statements of their own, run before the write in one transaction
 * (ledger-write.ts). Not a WITH query of the write: a statement's snapshot is taken when it starts, so a write that
 * waited there for a lock would still see the row as it was before the wait, find it updated, and follow it to its
 * newest version, asking for a lock on the old one's slot that a writer queued behind it holds — a deadlock with its
 * own row. Run first, the write's snapshot is taken with every lock held.
 *
 * The internal wallet is asked for without waiting: held by another writer (another process's posting line, a due
 * batch), the write fails at once with INTERNAL_WALLET_BUSY rather than queue behind that writer's commit, and the
 * posting line moves to another internal wallet. A writer that locked it already in this transaction holds it.
 */
export function lockWallets(walletIds: readonly string[]): Statement[] {
  const locking = (kinds: string, how: string) => ({
    text: `SELECT id FROM wallets WHERE id = ANY($1::uuid[]) AND ${kinds} ORDER BY ${WALLET_LOCK_ORDER} ${how}`,
    params: [walletIds],
  });
  return [locking("kind <> 'internal'", WALLET_LOCK), locking("kind = 'internal'", `${WALLET_LOCK} NOWAIT`)];
}

/** The CHECK that keeps every balance within the limit (migrations/006). */
export const BALANCE_LIMIT_CONSTRAINT = 'wallets_balance_limit';

/** The moved wallets of a write (applyMoves), with how far each was from the balance its Book read. */
export const MOVED = 'moved_wallets';

/**
 * Writes the net moves of a Book, one update for all its wallets, once lockWallets holds them. A customer wallet
 * moves only from the balances and the overdraft the Book started with, so one that moved or whose overdraft changed
 * since it was read fails the whole statement (and the group is decided again): its floor was decided on them. An
 * organization's own wallets have no floor (ledger.floorOf), and every posting moves one of them: checked the same
 * way, two processes' groups kept failing on each other's, and two posted far less than one. They move by their
 * delta from whatever they hold, and return how far that was from what the Book read (`drift`), which insertEntries
 * adds to their entries' balances; the balance limit the Book checked on the old balance is then backed by the
 * database's CHECK (migrations/006), which fails the write for the group to be decided again.
 */
export function applyMoves(moves: readonly WalletMove[]): Statement {
  return {
    name: MOVED,
    text: `UPDATE wallets w
     SET available_minor = w.available_minor + m.available, ledger_minor = w.ledger_minor + m.ledger
     FROM json_to_recordset($1::json)
       AS m(id uuid, available bigint, ledger bigint, from_available bigint, from_ledger bigint, overdraft bigint)
     WHERE w.id = m.id
       AND (w.kind <> 'customer'
         OR (w.available_minor = m.from_available AND w.ledger_minor = m.from_ledger
           AND w.overdraft_minor IS NOT DISTINCT FROM m.overdraft))
     RETURNING w.id, w.ledger_minor - m.ledger - m.from_ledger AS drift`,
    // One JSON document, not an array per column: see claimPostings.
    params: [
      JSON.stringify(
        moves.map((m) => ({
          id: m.walletId,
          available: m.availableDelta,
          ledger: m.ledgerDelta,
          from_available: m.from.available_minor,
          from_ledger: m.from.ledger_minor,
          overdraft: m.overdraftMinor,
        })),
      ),
    ],
    expectRows: moves.length,
  };
}

/** Organizations whose wallets' ledger balances do not sum to zero, with the sum as text (it may pass 2^53). */
export async function unbalancedOrganizations(sql: Sql): Promise<{ organization_id: string; total: string }[]> {
  return sql.query(
    `SELECT organization_id, SUM(ledger_minor)::text AS total FROM wallets
     GROUP BY organization_id HAVING SUM(ledger_minor) <> 0`,
  );
}

export async function allWallets(sql: Sql): Promise<WalletRecord[]> {
  return sql.query<WalletRecord>('SELECT * FROM wallets ORDER BY organization_id, created_at_us, id');
}

const NAMES: Record<CheckoutWalletKind, string> = {
  collection: 'Checkout collection',
  fees: 'Checkout fees',
  settlement: 'Checkout settlement',
};

/**
 * The organization's collection, fee or settlement wallet, created on first use like its external wallet (same
 * group, currency and bank). ON CONFLICT: two first payments at once create it once.
 */
export async function organizationWallet(
  sql: Sql,
  organizationId: string,
  kind: CheckoutWalletKind,
  nowUs: number,
): Promise<WalletRecord> {
  const find = () =>
    sql.query<WalletRecord>('SELECT * FROM wallets WHERE organization_id = $1 AND kind = $2', [organizationId, kind]);
  const [found] = await find();
  if (found) return found;
  const accountNumber = `97${eightRandomDigits()}`;
  await sql.query(
    `INSERT INTO wallets (id, organization_id, wallet_group_id, kind, customer_id, wallet_restriction_id,
       wallet_classification_id, currency_id, currency_code, customer_type_id, is_default, name, overdraft_minor,
       account_number, bank_code, bank_name, mob_num, created_at_us)
     SELECT $1, organization_id, wallet_group_id, $3, customer_id, NULL, wallet_classification_id, currency_id,
       currency_code, customer_type_id, false, $4, NULL, $5, bank_code, bank_name, NULL, $6
     FROM wallets WHERE organization_id = $2 AND kind = 'external'
     ON CONFLICT DO NOTHING`,
    [crypto.randomUUID(), organizationId, kind, NAMES[kind], accountNumber, nowUs],
  );
  const [created] = await find();
  if (!created) throw new Error(`organization ${organizationId} has no ${kind} wallet and none could be created`);
  return created;
}

/** A ten-digit account number not yet used: 99 followed by eight random digits. */
export async function freeAccountNumber(sql: Sql): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = `99${eightRandomDigits()}`;
    if ((await sql.query('SELECT 1 FROM wallets WHERE account_number = $1', [candidate])).length === 0)
      return candidate;
  }
  throw new Error('no free account number after 20 attempts');
}

/** The random tail of an account or wallet number. */
export const eightRandomDigits = () =>
  String(crypto.getRandomValues(new Uint32Array(1))[0]! % 100_000_000).padStart(8, '0');

/** Sum of ledger balances over the non-external wallets of an organization: what inflows brought in. */
export async function fundsInside(sql: Sql, organizationId: string): Promise<number> {
  const [row] = await sql.query<{ total: number }>(
    `SELECT COALESCE(SUM(ledger_minor), 0)::bigint AS total FROM wallets
     WHERE organization_id = $1 AND kind <> 'external'`,
    [organizationId],
  );
  return row?.total ?? 0;
}
