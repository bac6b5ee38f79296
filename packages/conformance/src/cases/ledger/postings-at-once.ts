import {
  inexactMoney,
  balanceMoved,
  notOverdrawn,
  postingRefused,
  tooLittleToDrain,
  walletUnread,
  type Balances,
} from '../../checks/balance.js';
import { postedOnce, sameAnswers } from '../../checks/idempotency.js';
import { jsonOf } from '../../core/json.js';
import { minorUnits } from '../../core/money.js';
import type { CheckResult, Exchange, HttpRequest } from '../../core/model.js';

/** How many times the same reference is sent at once, and how many debits are sent together. */
const COPIES = 4;
const DEBITS = 3;

/** A wallet as the read-back judges it, in minor units: both balances, and how far below zero it may go. */
export interface WalletState extends Balances {
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

/**
 * The wallet read back: both balances and its overdraft, in minor units; undefined when it is not a 200 wallet answer.
 */
export async function walletState(exchange: Exchange, read: HttpRequest): Promise<WalletState | undefined> {
  const answer = await exchange(read);
  const data = (
    jsonOf(answer.text) as
      | { data?: { availableBalance?: unknown; ledgerBalance?: unknown; overdraft?: unknown } }
      | undefined
  )?.data;
  if (answer.status !== 200 || !data) return undefined;
  const written = {
    availableBalance: data.availableBalance,
    ledgerBalance: data.ledgerBalance,
    overdraft: data.overdraft ?? 0,
  };
  const minor = Object.fromEntries(Object.entries(written).map(([name, value]) => [name, minorUnits(value)]));
  const inexact = Object.entries(written)
    .filter(([name]) => minor[name] === undefined)
    .map(([name, value]) => `${name} ${JSON.stringify(value)}`)
    .join(', ');
  return {
    available: minor.availableBalance ?? Number.NaN,
    ledger: minor.ledgerBalance ?? Number.NaN,
    overdraft: minor.overdraft ?? Number.NaN,
    ...(inexact && { inexact }),
  };
}

/**
 * What only requests in flight together show, on the profile's wallet: the same reference sent several times at once
 * posts once and every copy gets the first one's answer (a reference claimed only after an await posts twice), and
 * debits sent together that exceed what the wallet may pay never take it below what it may hold, available balance
 * plus overdraft (funds checked before an await and booked after it overdraw). What the debits took is credited back.
 */
export async function postingsAtOnce(exchange: Exchange, steps: AtOnce): Promise<CheckResult[]> {
  const start = await walletState(exchange, steps.read);
  if (!start) return [walletUnread];
  if (start.inexact) return [inexactMoney('the wallet read', start.inexact)];
  const sameReference = await sameReferenceAtOnce(exchange, steps, start);
  const now = await walletState(exchange, steps.read);
  if (!now) return [...sameReference, walletUnread];
  if (now.inexact) return [...sameReference, inexactMoney('the wallet read', now.inexact)];
  return [...sameReference, ...(await debitsAtOnce(exchange, steps, now))];
}

async function sameReferenceAtOnce(exchange: Exchange, steps: AtOnce, before: WalletState): Promise<CheckResult[]> {
  const credit = steps.credit(steps.amountMinor);
  const answers = await Promise.all(Array.from({ length: COPIES }, () => exchange(credit)));
  const after = await walletState(exchange, steps.read);
  if (!after) return [walletUnread];
  const what = `the same reference sent ${COPIES} times at once`;
  if (after.inexact) return [inexactMoney(what, after.inexact, 'idempotency')];
  const moved = { available: after.available - before.available, ledger: after.ledger - before.ledger };
  return [postedOnce(what, moved, steps.amountMinor), sameAnswers(what, answers, steps.idempotencyAt)];
}

async function debitsAtOnce(exchange: Exchange, steps: AtOnce, before: WalletState): Promise<CheckResult[]> {
  const payable = before.available + before.overdraft;
  if (payable < 2) return [tooLittleToDrain(payable)];
  // Each debit alone fits, any two together do not.
  const each = Math.floor(payable / 2) + 1;
  const answers = await Promise.all(Array.from({ length: DEBITS }, () => exchange(steps.debit(each))));
  const after = await walletState(exchange, steps.read);
  if (!after) return [walletUnread];
  if (after.inexact) return [inexactMoney(`${DEBITS} debits sent together`, after.inexact)];
  const accepted = answers.filter((a) => a.status === 200).length;
  const took = accepted * each;
  const checks = [
    notOverdrawn(
      `${DEBITS} debits of ${each / 100} sent together, where the wallet may pay ${payable / 100}`,
      accepted,
      before.overdraft,
      after.available,
      answers.map((a) => a.status),
    ),
    balanceMoved(`the ${accepted} debits of ${each / 100} accepted`, before, after, {
      available: -took,
      ledger: -took,
    }),
  ];
  if (accepted === 0) return checks;
  // Left as it was: what the debits took goes back, and that credit is read back too.
  const restore = await exchange(steps.credit(took));
  if (restore.status !== 200)
    return [...checks, postingRefused(`the credit of ${took / 100} that gives the debits back`, restore.status)];
  const restored = await walletState(exchange, steps.read);
  return [
    ...checks,
    balanceMoved(`the credit of ${took / 100} that gives them back`, after, restored, {
      available: took,
      ledger: took,
    }),
  ];
}
