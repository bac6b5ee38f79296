import type { InflowSimulation } from '@waas/types';
import { payCheckoutWallet } from '../checkout/payments.js';
import { outboxEvent } from '../webhooks/events.js';
import { fingerprint } from './fingerprint.js';
import { localSeconds } from '../time/instants.js';
import { isRefused } from '../ledger/ledger.js';
import { LockedBook } from '../ledger/locked-book.js';
import { BEYOND_LIMIT, toMajor, toMinor } from '../ledger/money.js';
import { Refusal, refusable, refused, type Outcome } from '../outcome.js';
import { receivedPosting } from './posting.js';
import type { Store } from '../store.js';

export type InflowOutcome = Outcome<'funded' | 'accountNotValid' | 'invalidRequest'>;

/**
 * Simulates a transfer from outside the organization into the wallet whose virtual account number matches: the
 * wallet is credited and the organization's external wallet (the world outside) debited, and an inflow.received
 * event is written with the posting.
 */
export async function simulateInflow(
  store: Store,
  request: { organizationId: string; nowUs: number; body: InflowSimulation },
): Promise<InflowOutcome> {
  const { organizationId, nowUs, body } = request;
  const amountMinor = toMinor(body.amount);
  if (amountMinor === undefined || amountMinor <= 0)
    return refused('invalidRequest', {
      in: 'body',
      pointer: '/amount',
      message: 'must be more than zero, with at most two decimal places',
    });
  return refusable(() =>
    store.unitOfWork(async (tx): Promise<InflowOutcome> => {
      const wallet = await tx.walletByAccountNumber(organizationId, body.beneficiaryAccountNumber);
      // Not a wallet's account number: it may be a checkout wallet's number, and the inflow its payment.
      const checkout = wallet
        ? undefined
        : await payCheckoutWallet(tx, { organizationId, nowUs, body, postingId: crypto.randomUUID() });
      if (checkout) return checkout;
      if (!wallet || wallet.kind !== 'customer') {
        throw new Refusal('accountNotValid', {
          in: 'body',
          pointer: '/beneficiaryAccountNumber',
          message: "is neither a customer wallet's nor a checkout wallet's account number in the organization",
        });
      }
      const ledger = await LockedBook.open(tx, organizationId, { ids: [wallet.id], kinds: ['external'] });
      const external = ledger.walletOf('external');
      const id = crypto.randomUUID();
      const reference = `INF-${localSeconds(nowUs).slice(0, 10).replaceAll('-', '')}-${id.slice(0, 8).toUpperCase()}`;
      const legs = [
        { walletId: wallet.id, dc: 'C' as const, amountMinor, remarks: body.narration, productId: null },
        { walletId: external.id, dc: 'D' as const, amountMinor, remarks: body.narration, productId: null },
      ];
      const posted = ledger.book.post({ id, organizationId, atUs: nowUs }, legs);
      // A credit has no floor to hit; only a balance past the exact range refuses it.
      if (isRefused(posted))
        throw new Refusal('invalidRequest', { in: 'body', pointer: '/amount', message: BEYOND_LIMIT });
      const after = posted.get(wallet.id)!;
      const claim = receivedPosting({
        id,
        organizationId,
        reference,
        fingerprint: fingerprint(body),
        kind: 'inflow',
        walletId: wallet.id,
        externalWalletId: external.id,
        amountMinor,
        feeMinor: 0,
        currency: wallet.currency_code,
        narration: body.narration,
        nowUs,
      });
      const event = outboxEvent(
        'inflow.received',
        organizationId,
        {
          transactionReference: reference,
          accountNumber: wallet.account_number,
          accountName: wallet.name,
          walletId: wallet.id,
          amount: toMajor(amountMinor),
          currency: wallet.currency_code,
          narration: body.narration,
          availableBalance: toMajor(after.available_minor),
          ledgerBalance: toMajor(after.ledger_minor),
        },
        nowUs,
      );
      await ledger.write(tx, { claims: [claim], events: [event] });
      return { answer: 'funded' };
    }),
  ) as Promise<InflowOutcome>;
}
