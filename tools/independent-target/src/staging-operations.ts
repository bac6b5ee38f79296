import { randomUUID } from 'node:crypto';
import { payCheckoutWallet } from './checkout-payments.js';
import { localSeconds } from './clock.js';
import { INFLOW_PRODUCT_ID } from './data.js';
import { errorA, successA } from './envelopes.js';
import { toMajor, toMinor } from './money.js';
import type { Handler } from './service.js';

interface InflowSimulation {
  beneficiaryAccountName: string;
  beneficiaryAccountNumber: string;
  amount: string;
  narration: string;
}

/**
 * Funds a customer wallet of the caller's organization as if a transfer from outside had arrived, then tells the
 * organization with a signed inflow.received webhook (delivered in the background, so the answer does not wait).
 * A checkout wallet's number instead pays that checkout wallet, and the organization gets payment.succeeded.
 */
export const simulateInflow: Handler = (
  { ledger, postings, webhooks, clock, checkoutWallets, deviations },
  { caller, body },
) => {
  const inflow = body as InflowSimulation;
  // The schema's pattern admits only plain decimals of at most two places, up to 500 million.
  const amountMinor = toMinor(inflow.amount)!;
  const wallet = ledger.customerWallet(caller.organizationId, inflow.beneficiaryAccountNumber);
  if (!wallet) {
    if (deviations.inflowFundsWalletsOnly) return errorA(400, '03', 'Account number is not valid');
    const payment = { walletNumber: inflow.beneficiaryAccountNumber, amountMinor, narration: inflow.narration };
    const paid = payCheckoutWallet(
      checkoutWallets,
      caller.organizationId,
      payment,
      clock.now(),
      deviations.splitPaidWrong === true,
    );
    if (!paid) return errorA(400, '03', 'Account number is not valid');
    webhooks.send(caller.organizationId, 'payment.succeeded', paid, clock.now());
    return successA('00', 'Funded successfully', null);
  }
  const atMs = clock.now();
  const transactionId = randomUUID();
  const day = localSeconds(atMs).slice(0, 10).replaceAll('-', '');
  const reference = `INF-${day}-${transactionId.slice(0, 8).toUpperCase()}`;
  const after = ledger.post(
    wallet.id,
    [{ dc: 'C', amountMinor, productId: INFLOW_PRODUCT_ID, remarks: inflow.narration }],
    { reference, transactionId, atMs },
  );
  postings.settled(caller.organizationId, reference, atMs);
  webhooks.send(
    caller.organizationId,
    'inflow.received',
    {
      transactionReference: reference,
      accountNumber: wallet.accountNumber,
      accountName: wallet.name,
      walletId: wallet.id,
      amount: toMajor(amountMinor),
      currency: wallet.currencyCode,
      narration: inflow.narration,
      availableBalance: toMajor(after.availableMinor),
      ledgerBalance: toMajor(after.ledgerMinor),
    },
    atMs,
  );
  return successA('00', 'Funded successfully', null);
};
