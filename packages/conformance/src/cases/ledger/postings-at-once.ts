import { jsonOf } from '../../core/json.js';
import type { CheckResult, Exchange, HttpRequest } from '../../core/model.js';

/** How many times the same reference is sent at once, and how many debits are sent together. */
export const COPIES = 4;
export const DEBITS = 3;

/** A wallet as the read-back judges it, in minor units: both balances, and how far below zero it may go. */
export interface WalletState {
  available: number;
  ledger: number;
  overdraft: number;
}

export interface AtOnce {
  read: HttpRequest;
  /** A posting for the wallet read, under a new reference each time it is asked. */
  credit: (amountMinor: number) => HttpRequest;
  debit: (amountMinor: number) => HttpRequest;
  /** The amount the same-reference credit moves, in minor units. */
  amountMinor: number;
  /** The provisional answer to a reused reference (the original answer); what the copies' answers rest on. */
  idempotencyAt: string;
}

const minor = (n: unknown) => Math.round(Number(n) * 100);
const major = (n: number) => n / 100;

export async function walletState(exchange: Exchange, read: HttpRequest): Promise<WalletState | undefined> {
  const answer = await exchange(read);
  const data = (jsonOf(answer.text) as { data?: { availableBalance?: unknown; ledgerBalance?: unknown; overdraft?: unknown } } | undefined)?.data;
  if (answer.status !== 200 || !data) return undefined;
  return { available: minor(data.availableBalance), ledger: minor(data.ledgerBalance), overdraft: data.overdraft === null || data.overdraft === undefined ? 0 : minor(data.overdraft) };
}

const unreadable: CheckResult = { name: 'balance', outcome: 'failed', expected: 'the wallet read with the organization key', actual: 'no 200 answer', message: 'the wallet could not be read' };

/**
 * What only requests in flight together show, on the profile's wallet: the same reference sent several times at once
 * posts once and every copy gets the first one's answer (a reference claimed only after an await posts twice), and
 * debits sent together that exceed what the wallet may pay never take it below what it may hold, available balance
 * plus overdraft (funds checked before an await and booked after it overdraw). What the debits took is credited back.
 */
export async function postingsAtOnce(exchange: Exchange, steps: AtOnce): Promise<CheckResult[]> {
  const start = await walletState(exchange, steps.read);
  if (!start) return [unreadable];
  const sameReference = await sameReferenceAtOnce(exchange, steps, start);
  const now = await walletState(exchange, steps.read);
  if (!now) return [...sameReference, unreadable];
  return [...sameReference, ...(await debitsAtOnce(exchange, steps, now))];
}

async function sameReferenceAtOnce(exchange: Exchange, steps: AtOnce, before: WalletState): Promise<CheckResult[]> {
  const credit = steps.credit(steps.amountMinor);
  const answers = await Promise.all(Array.from({ length: COPIES }, () => exchange(credit)));
  const after = await walletState(exchange, steps.read);
  if (!after) return [unreadable];
  const moved = { available: after.available - before.available, ledger: after.ledger - before.ledger };
  const once = moved.available === steps.amountMinor && moved.ledger === steps.amountMinor;
  const first = answers.find((a) => a.status === 200) ?? answers[0]!;
  const same = answers.every((a) => a.status === 200 && JSON.stringify(jsonOf(a.text)) === JSON.stringify(jsonOf(first.text)));
  const what = `the same reference sent ${COPIES} times at once`;
  return [
    // The document calls the reference unique: posting it twice departs from the document, whatever the answers.
    once
      ? { name: 'idempotency', outcome: 'passed', message: `${what} posted once` }
      : { name: 'idempotency', outcome: 'failed', expected: `one posting of ${major(steps.amountMinor)}`, actual: `available moved ${major(moved.available)}, ledger ${major(moved.ledger)}`, message: `${what} did not post exactly once` },
    // That every copy gets the original answer is our choice (a reused reference answers the original result).
    same
      ? { name: 'idempotency', outcome: 'passed', message: `${what}: every answer the first one's`, at: [steps.idempotencyAt] }
      : { name: 'idempotency', outcome: 'failed', expected: 'HTTP 200 and the same body for every copy', actual: answers.map((a) => `HTTP ${a.status}`).join(', '), message: `${what} got different answers`, at: [steps.idempotencyAt] },
  ];
}

async function debitsAtOnce(exchange: Exchange, steps: AtOnce, before: WalletState): Promise<CheckResult[]> {
  const payable = before.available + before.overdraft;
  // Each debit alone fits, any two together do not.
  const each = Math.floor(payable / 2) + 1;
  const what = `${DEBITS} debits of ${major(each)} sent together, where the wallet may pay ${major(payable)}`;
  if (payable < 2) return [{ name: 'balance', outcome: 'unexercised', message: `the wallet may pay ${major(payable)}: too little to send debits that exceed it together` }];
  const answers = await Promise.all(Array.from({ length: DEBITS }, () => exchange(steps.debit(each))));
  const after = await walletState(exchange, steps.read);
  if (!after) return [unreadable];
  const accepted = answers.filter((a) => a.status === 200).length;
  const checks: CheckResult[] = [
    after.available >= -before.overdraft
      ? accepted === 0
        ? { name: 'balance', outcome: 'unexercised', message: `${what}: none was accepted (${answers.map((a) => `HTTP ${a.status}`).join(', ')})` }
        : { name: 'balance', outcome: 'passed', message: `${what}: ${accepted} accepted, the wallet not overdrawn` }
      : { name: 'balance', outcome: 'failed', expected: `available balance at least ${major(-before.overdraft)}`, actual: `available ${major(after.available)} after ${accepted} accepted`, message: `${what} overdrew the wallet` },
    moved(`the ${accepted} debits of ${major(each)} accepted`, before, after, -accepted * each),
  ];
  if (accepted === 0) return checks;
  // Left as it was: what the debits took goes back, and that credit is read back too.
  const restore = await exchange(steps.credit(accepted * each));
  const restored = await walletState(exchange, steps.read);
  if (restore.status !== 200 || !restored) return [...checks, { name: 'balance', outcome: 'failed', expected: 'the credit that gives the debits back (200)', actual: `HTTP ${restore.status}`, message: 'the debits could not be credited back' }];
  return [...checks, moved(`the credit of ${major(accepted * each)} that gives them back`, after, restored, accepted * each)];
}

/** Both balances moved by the same amount: a posting that is not held moves the available balance with the ledger one. */
export function moved(what: string, before: WalletState, after: WalletState, amountMinor: number): CheckResult {
  const got = { available: after.available - before.available, ledger: after.ledger - before.ledger };
  return got.available === amountMinor && got.ledger === amountMinor
    ? { name: 'balance', outcome: 'passed', message: `${what} moved both balances by ${major(amountMinor)}` }
    : { name: 'balance', outcome: 'failed', expected: `${what}: available ${major(amountMinor)}, ledger ${major(amountMinor)}`, actual: `available ${major(got.available)}, ledger ${major(got.ledger)}`, message: `${what} moved the wallet wrongly` };
}
