import type { BankAccount } from '@waas/types';
import { bankAccountName } from '../../storage/checkout.js';
import type { Engine } from '../../storage/engine.js';
import type { Outcome } from '../outcome.js';

/** Names an account at a bank of the directory, or a wallet's virtual account at the sandbox's own bank. */
export async function interBankEnquiry(
  engine: Engine,
  request: { bankCode: string; accountNumber: string },
): Promise<Outcome<'accountResolved' | 'accountNotFound', BankAccount>> {
  const name = await engine.unitOfWork((sql) => bankAccountName(sql, request.bankCode, request.accountNumber));
  if (name === undefined) return { answer: 'accountNotFound' };
  return {
    answer: 'accountResolved',
    data: { destinationBankCode: request.bankCode, accountNumber: request.accountNumber, accountName: name },
  };
}
