import type { BankAccountEnquiry, operations } from '@waas/types';
import { interBankEnquiry } from '../../domain/payouts/inter-bank-enquiry.js';
import { answered, operation } from '../operation.js';

type Query = operations['interBankEnquiry']['parameters']['query'];

/** The enquiry's own shape: the account sits one level down, inside the example's inner envelope. */
export const interBankEnquiryOperation = operation<unknown, Query, unknown>(async ({ binding, query, store }) => {
  const outcome = await interBankEnquiry(store, { bankCode: query.BankCode, accountNumber: query.AccountNumber });
  const documented = binding.answer(outcome.answer);
  if (outcome.data === undefined) return answered(documented, outcome);
  const body = documented.body as BankAccountEnquiry;
  return answered(
    { status: documented.status, body: { ...body, data: { ...body.data, data: outcome.data } } },
    outcome,
  );
});
