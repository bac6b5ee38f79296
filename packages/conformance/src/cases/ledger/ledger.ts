import { jsonOf } from '../../core/json.js';
import type { ExamplePair } from '@waas/spec/pairs';
import { parameterChoices } from '../../core/rests-on.js';
import { referenceMint } from '../../core/bindings/bindings.js';
import { MINTED_INPUTS } from '../../core/bindings/example-bindings.js';
import { balanceMoved, postingRefused, walletUnread, type Balances } from '../../checks/balance.js';
import { historyCheck, historyUnread, type HistoryEntry } from '../../checks/history.js';
import { originalAnswer, reuseRefused } from '../../checks/idempotency.js';
import { statusReadsBack } from '../../checks/transfer-status.js';
import type { Case, CheckResult, Exchange, HttpRequest } from '../../core/model.js';
import { whyNotApplicable, whyUnbound } from '../../core/applicable.js';
import { amountMaximumMinor, tagsOf, type RunContext } from '../../core/context.js';
import { keyFor } from '../../core/keys.js';
import { amountsRefused } from './amounts-refused.js';
import { postingsAtOnce, walletState } from './postings-at-once.js';
import { pairRequest } from '../../core/request.js';

/**
 * The pairs the read-back is built from, by operation and example name: a credit, a future-dated debit (dated now, an
 * immediate one), an inflow.
 */
const STEPS = {
  read: ['getWalletById', 'walletRetrieved'],
  credit: ['postWalletTransaction', 'transactionPosted'],
  hold: ['postWalletTransaction', 'transactionScheduled'],
  inflow: ['simulateInflow', 'funded'],
  history: ['getWalletHistory', 'historyFetched'],
  status: ['getWalletToWalletTransferStatus', 'statusRetrieved'],
} as const;
/** The amount each posting of the read-back moves: one unit, so a run leaves a staging wallet nearly as it was. */
const AMOUNT = 1;

/**
 * Postings read back on a live target, both balances after each: a credit moves both by its amount, its replay answers
 * the same and moves nothing, the same reference with another body is refused and moves nothing, a future-dated debit
 * holds the available balance only, an immediate debit moves both, an inflow credits both, and the history shows the
 * credit once with balances that chain. Then what only postings in flight together show (postings-at-once.ts). Both
 * run before every other case, one after the other; the read-back binds the transfer-status pair to the reference it
 * posted.
 */
export function ledgerCases(context: RunContext): Case[] {
  if (context.kind !== 'live') return [];
  const pair = (step: keyof typeof STEPS) =>
    context.pairs.find((p) => p.operationId === STEPS[step][0] && p.name === STEPS[step][1]);
  const [read, credit, hold, history] = [pair('read'), pair('credit'), pair('hold'), pair('history')];
  if (!read || !credit || !hold || !history) return [];
  const steps = { read, credit, hold, history, inflow: pair('inflow'), status: pair('status') };
  const operation = context.operations.find((o) => o.operationId === credit.operationId)!;
  const mint = referenceMint();
  const references = { credit: mint(), hold: mint(), debit: mint() };
  const key = keyFor(context, undefined);
  const apiKey = 'apiKey' in key ? key.apiKey : undefined;
  const why =
    apiKey === undefined
      ? 'no API key: pass --api-key or set keys.organization'
      : (whyNotApplicable(context, operation) ??
        [steps.read, steps.credit, steps.history].map((p) => whyUnbound(context, p)).find((w) => w !== undefined));
  // The transfer-status pair asks for the reference this run posts, unless the profile names one; a read-back that
  // does not run posts nothing, and the pair is then bound to nothing (not applicable, unless the profile names one).
  if (why === undefined) {
    for (const p of context.pairs) {
      if (p.method !== 'get') continue;
      for (const name of MINTED_INPUTS) {
        const value = p.request.pathParams[name] ?? p.request.query[name];
        if (typeof value !== 'string' || p.status >= 300 || context.bindings.has(value)) continue;
        context.bindings.set(value, references.credit);
        // The pair now asks for a posting's reference: what it gets back rests on that parameter's choices.
        const choices = parameterChoices(
          context.document,
          context.operations.find((o) => o.operationId === p.operationId)!,
          [name],
        );
        if (choices.length > 0) context.restsOn.set(p, choices);
      }
    }
  }
  const build = (p: ExamplePair, body?: Record<string, unknown>): HttpRequest => {
    const request = pairRequest(p, context.profile, context.bindings, apiKey !== undefined ? { apiKey } : {});
    return body ? { ...request, body: JSON.stringify({ ...JSON.parse(request.body!), ...body }) } : request;
  };
  const inflow = steps.inflow && context.profile.capabilities.stagingOnly ? steps.inflow : undefined;
  const statusOperation = steps.status && context.operations.find((o) => o.operationId === steps.status!.operationId);
  const item: Case = {
    id: 'ledger: postings read back',
    kind: 'ledger',
    operationId: operation.operationId,
    tags: tagsOf(context, operation),
    at: operation.at,
    request: build(steps.read),
    expect: { status: 200, envelope: {}, contentType: 'application/json' },
    execute: (exchange) =>
      readBack(exchange, {
        read: build(steps.read),
        credit: build(steps.credit, { transactionReference: references.credit, amount: AMOUNT }),
        conflict: build(steps.credit, { transactionReference: references.credit, amount: AMOUNT + 1 }),
        hold: build(steps.hold, { transactionReference: references.hold, amount: AMOUNT }),
        debit: build(steps.hold, { transactionReference: references.debit, amount: AMOUNT, valueDate: undefined }),
        ...(inflow && { inflow: build(inflow, { amount: String(AMOUNT) }) }),
        history: build(steps.history),
        ...(steps.status &&
          statusOperation && {
            status: build(steps.status),
            statusRestsOn: parameterChoices(context.document, statusOperation, ['transactionReference']),
          }),
        idempotencyAt: `${operation.at}/responses/409`,
      }),
  };
  const atOnce: Case = {
    ...item,
    id: 'ledger: postings at once',
    execute: (exchange) =>
      postingsAtOnce(exchange, {
        read: build(steps.read),
        credit: (amountMinor) => build(steps.credit, { transactionReference: mint(), amount: amountMinor / 100 }),
        debit: (amountMinor) =>
          build(steps.hold, { transactionReference: mint(), amount: amountMinor / 100, valueDate: undefined }),
        amountMinor: AMOUNT * 100,
        idempotencyAt: `${operation.at}/responses/409`,
      }),
  };
  const amounts: Case = {
    ...item,
    id: 'ledger: amounts no posting may carry',
    execute: (exchange) =>
      amountsRefused(exchange, {
        read: build(steps.read),
        credit: (amount) => build(steps.credit, { transactionReference: mint(), amount }),
        maximumMinor: amountMaximumMinor(context, operation),
      }),
  };
  if (why !== undefined) item.notApplicable = atOnce.notApplicable = amounts.notApplicable = why;
  return [item, atOnce, amounts];
}

interface ReadBack {
  read: HttpRequest;
  credit: HttpRequest;
  conflict: HttpRequest;
  hold: HttpRequest;
  /** The future-dated debit's body dated now: an immediate debit. */
  debit: HttpRequest;
  inflow?: HttpRequest;
  history: HttpRequest;
  /** The transfer status of the credit (the status pair's reference is bound to it). */
  status?: HttpRequest;
  /** The provisional choices that read-back rests on: the document shows the status of transfers only, not postings. */
  statusRestsOn?: string[];
  idempotencyAt: string;
}

async function readBack(exchange: Exchange, steps: ReadBack): Promise<CheckResult[]> {
  const checks: CheckResult[] = [];
  const balances = (): Promise<Balances | undefined> => walletState(exchange, steps.read);
  const unit = AMOUNT * 100;
  const start = await balances();
  if (!start) return [walletUnread];
  const credit = await exchange(steps.credit);
  if (credit.status !== 200) return [postingRefused('the credit', credit.status)];
  const afterCredit = await balances();
  checks.push(balanceMoved(`a credit of ${AMOUNT}`, start, afterCredit, { available: unit, ledger: unit }));
  const base = afterCredit ?? start;
  const replay = await exchange(steps.credit);
  const afterReplay = await balances();
  checks.push(
    balanceMoved('the replay of the credit', base, afterReplay, NOTHING, 'idempotency'),
    originalAnswer(replay, credit, steps.idempotencyAt),
  );
  const conflict = await exchange(steps.conflict);
  const afterConflict = await balances();
  checks.push(
    balanceMoved('the same reference with another body', afterReplay ?? base, afterConflict, NOTHING, 'idempotency'),
    reuseRefused(conflict, steps.idempotencyAt),
  );
  const beforeHold = afterConflict ?? base;
  await exchange(steps.hold);
  const afterHold = await balances();
  checks.push(
    balanceMoved(`a future-dated debit of ${AMOUNT}`, beforeHold, afterHold, { available: -unit, ledger: 0 }),
  );
  const beforeDebit = afterHold ?? beforeHold;
  await exchange(steps.debit);
  const afterDebit = await balances();
  checks.push(
    balanceMoved(`an immediate debit of ${AMOUNT}`, beforeDebit, afterDebit, { available: -unit, ledger: -unit }),
  );
  let latest = afterDebit ?? beforeDebit;
  if (steps.inflow) {
    await exchange(steps.inflow);
    const afterInflow = await balances();
    checks.push(balanceMoved(`an inflow of ${AMOUNT}`, latest, afterInflow, { available: unit, ledger: unit }));
    latest = afterInflow ?? latest;
  }
  const reference = JSON.parse(steps.credit.body!).transactionReference as string;
  checks.push(await history(exchange, steps.history, reference, latest.ledger));
  if (steps.status) checks.push(statusReadsBack(await exchange(steps.status), reference, steps.statusRestsOn ?? []));
  return checks;
}

const NOTHING: Balances = { available: 0, ledger: 0 };

/** Every page of the history window, then the credit found once and the balances chaining to the ledger balance. */
async function history(
  exchange: Exchange,
  request: HttpRequest,
  reference: string,
  ledger: number,
): Promise<CheckResult> {
  const entries: HistoryEntry[] = [];
  for (let page = 1, pages = 1; page <= Math.min(pages, 20); page++) {
    const url = new URL(request.url);
    url.searchParams.set('pageNumber', String(page));
    url.searchParams.set('pageSize', '100');
    const answer = await exchange({ ...request, url: url.toString() });
    const data = (
      jsonOf(answer.text) as { data?: { walletHistories?: HistoryEntry[]; totalPages?: number } } | undefined
    )?.data;
    if (answer.status !== 200 || !Array.isArray(data?.walletHistories)) return historyUnread(answer.status);
    entries.push(...data.walletHistories);
    pages = data.totalPages ?? 1;
  }
  return historyCheck(entries, reference, AMOUNT * 100, ledger);
}
