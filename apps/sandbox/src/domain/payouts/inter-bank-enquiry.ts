import type { BankAccount } from '@waas/types';
import type { Outcome } from '../outcome.js';
import type { Store } from '../store.js';

/** Names an account at a bank of the directory, or a wallet's virtual account at the sandbox's own bank. */
export async function interBankEnquiry(
  store: Store,
  request: { bankCode: string; accountNumber: string },
): Promise<Outcome<'accountResolved' | 'accountNotFound', BankAccount>> {
  const name = await store.unitOfWork((tx) => tx.bankAccountName(request.bankCode, request.accountNumber));
  if (name === undefined) return { answer: 'accountNotFound' };
  return {
    answer: 'accountResolved',
    data: { destinationBankCode: request.bankCode, accountNumber: request.accountNumber, accountName: name },
  };
}
