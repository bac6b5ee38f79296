import type { CheckoutWalletStatus, InflowSimulation } from '@waas/types';
import { currentGeneration, isDue, transition } from './lifecycle.js';
import { splitsOf } from './wallets.js';
import { outboxEvent, recordEvent, type EventData } from '../webhooks/events.js';
import { fingerprint } from '../postings/fingerprint.js';
import { isRefused } from '../ledger/ledger.js';
import { LockedBook } from '../ledger/locked-book.js';
import { Refusal, refused, type Objection } from '../outcome.js';
import { BEYOND_LIMIT, toMajor, toMinor } from '../ledger/money.js';
import { checkoutLegs, splitPayment, type PaymentSplit } from './splits.js';
import { receivedPosting } from '../postings/posting.js';
import type { UnitOfWork } from '../store.js';

type PaymentRefusal = EventData<'payment.failed'>['reason'];

/**
 * An inflow whose beneficiary account number is a checkout wallet's number: the payment of that wallet. Undefined
 * when no checkout wallet has the number (the caller answers as for any unknown account).
 *
 * Only an Active wallet and exactly its expectedAmount are accepted; anything else (a wrong amount, a Used or Expired
 * wallet) is refused like an unknown account, with nothing posted, so no money waits in limbo for a refund
 * (provisional: the document does not say). A wallet found past its expiry is expired first, and that is kept.
 * Accepted: one posting (reference: the generation's checkoutRef) credits the collection wallet and splits it
 * (domain/checkout/splits.ts), the wallet becomes Used, and inflow.received and payment.succeeded events are written
 * with it; payment.succeeded carries the split decision the legs were made from.
 * Refused: a payment.failed event is written, with the expiry if there was one; the refusal is an answer, not a
 * rollback, so both commit.
 */
export async function payCheckoutWallet(
  tx: UnitOfWork,
  request: { organizationId: string; nowUs: number; body: InflowSimulation; postingId: string },
): Promise<{ answer: 'funded' } | { answer: 'accountNotValid'; objection: Objection } | undefined> {
  const { organizationId, nowUs, body } = request;
  let wallet = await tx.checkoutWalletByNumberForUpdate(organizationId, body.beneficiaryAccountNumber);
  if (!wallet) return undefined;
  if (isDue(wallet, nowUs)) {
    wallet = transition(wallet, { kind: 'expired' })!;
    await tx.saveCheckoutWallet(wallet);
  }
  // simulateInflow refused an amount that is not money before it looked for a wallet.
  const amountMinor = toMinor(body.amount)!;
  const generation = currentGeneration(wallet);
  const refusal = paymentRefusal(wallet.status, amountMinor, toMinor(wallet.expectedAmount)!);
  if (refusal) {
    await recordEvent(
      tx,
      'payment.failed',
      organizationId,
      {
        checkoutWalletId: wallet.id,
        walletNumber: wallet.walletNumber,
        walletName: wallet.walletName,
        checkoutRef: generation.checkoutRef,
        amount: toMajor(amountMinor),
        expectedAmount: wallet.expectedAmount,
        currency: wallet.currencyCode,
        narration: body.narration,
        status: wallet.status,
        reason: refusal,
      },
      nowUs,
    );
    return refused('accountNotValid', paymentObjection(refusal, wallet.expectedAmount));
  }
  const splits = splitsOf(wallet.splitConfigurations);
  // Made on the first payment of an organization; then locked with the external wallet, in the global order.
  for (const kind of ['collection', 'settlement', 'fees'] as const)
    await tx.organizationWallet(organizationId, kind, nowUs);
  const ledger = await LockedBook.open(tx, organizationId, {
    kinds: ['external', 'collection', 'settlement', 'fees'],
  });
  const [external, collection, settlement, fees] = (['external', 'collection', 'settlement', 'fees'] as const).map(
    (kind) => ledger.walletOf(kind),
  );
  const split = splitPayment(amountMinor, splits);
  const legs = checkoutLegs({
    checkoutRef: generation.checkoutRef,
    split,
    wallets: { external: external!.id, collection: collection!.id, settlement: settlement!.id, fees: fees!.id },
  });
  const posted = ledger.book.post({ id: request.postingId, organizationId, atUs: nowUs }, legs);
  // No leg has a floor to hit; a balance past the exact range refuses it, and the caller's unit of work rolls back.
  if (isRefused(posted)) throw new Refusal('invalidRequest', { in: 'body', pointer: '/amount', message: BEYOND_LIMIT });
  await tx.saveCheckoutWallet(transition(wallet, { kind: 'paid', atUs: nowUs, transactionId: request.postingId })!);
  const after = posted.get(collection!.id)!;
  // The generation is Active, so its reference has not posted: a claim that fails (a unique violation, and nothing
  // written) means that invariant broke.
  const claim = receivedPosting({
    id: request.postingId,
    organizationId,
    reference: generation.checkoutRef,
    fingerprint: fingerprint(body),
    kind: 'checkout',
    walletId: collection!.id,
    externalWalletId: external!.id,
    amountMinor,
    feeMinor: splits.reduce((sum, s) => sum + s.feeValueMinor, 0),
    currency: wallet.currencyCode,
    narration: body.narration,
    nowUs,
  });
  const events = [
    outboxEvent(
      'inflow.received',
      organizationId,
      {
        transactionReference: generation.checkoutRef,
        accountNumber: wallet.walletNumber,
        accountName: wallet.walletName,
        walletId: wallet.id,
        amount: toMajor(amountMinor),
        currency: wallet.currencyCode,
        narration: body.narration,
        availableBalance: toMajor(after.available_minor),
        ledgerBalance: toMajor(after.ledger_minor),
      },
      nowUs,
    ),
    outboxEvent(
      'payment.succeeded',
      organizationId,
      {
        checkoutWalletId: wallet.id,
        walletNumber: wallet.walletNumber,
        walletName: wallet.walletName,
        checkoutRef: generation.checkoutRef,
        transactionId: request.postingId,
        amount: toMajor(amountMinor),
        currency: wallet.currencyCode,
        narration: body.narration,
        status: 'Used',
        ...splitOfEvent(split),
      },
      nowUs,
    ),
  ];
  await ledger.write(tx, { claims: [claim], events });
  return { answer: 'funded' };
}

/** The payment's split as payment.succeeded says it: the decision the legs were posted from, in major units. */
function splitOfEvent(split: PaymentSplit): Pick<EventData<'payment.succeeded'>, 'splits' | 'retained'> {
  return {
    splits: split.splits.map((s) => ({
      splitConfigurationId: s.splitConfigurationId,
      beneficiaryId: s.beneficiaryId,
      splitValue: toMajor(s.splitValueMinor),
      feeValue: toMajor(s.feeValueMinor),
      feeBearer: s.feeBearer,
      paid: toMajor(s.paidMinor),
    })),
    retained: toMajor(split.retainedMinor),
  };
}

/** A payment's refusal as the caller reads it: the wallet's state, or the amount it expects. */
function paymentObjection(refusal: PaymentRefusal, expectedAmount: number): Objection {
  if (refusal === 'amountMismatch')
    return {
      in: 'body',
      pointer: '/amount',
      message: `must be the checkout wallet's expectedAmount, ${expectedAmount}`,
    };
  return {
    in: 'body',
    pointer: '/beneficiaryAccountNumber',
    message:
      `is a checkout wallet that is ${refusal === 'walletUsed' ? 'Used' : 'Expired'}: ` +
      'only an Active one takes a payment',
  };
}

/**
 * Why a checkout wallet refuses a payment, or undefined when it accepts it: only an Active one, only the exact amount.
 */
export function paymentRefusal(
  status: CheckoutWalletStatus,
  amountMinor: number,
  expectedMinor: number,
): PaymentRefusal | undefined {
  if (status === 'Used') return 'walletUsed';
  if (status === 'Expired') return 'walletExpired';
  return amountMinor === expectedMinor ? undefined : 'amountMismatch';
}
