import { BANK_DIRECTORY } from './directory.js';
import { WALLET_BANK } from './data.js';
import { enquiryError } from './envelopes.js';
import type { Handler } from './service.js';

/** Names an account of the bank directory, or a wallet's virtual account at the bank that issues them. */
export const interBankEnquiry: Handler = ({ ledger }, { query }) => {
  const bankCode = String(query.BankCode);
  const accountNumber = String(query.AccountNumber);
  const wallet =
    bankCode === WALLET_BANK.code ? ledger.allWallets().find((w) => w.accountNumber === accountNumber) : undefined;
  const accountName = BANK_DIRECTORY[bankCode]?.[accountNumber] ?? wallet?.name.toUpperCase();
  if (accountName === undefined) return enquiryError(404, 'Account not found at the destination bank');
  return {
    status: 200,
    body: {
      data: {
        status: 'success',
        data: { destinationBankCode: bankCode, accountNumber, accountName },
        code: null,
        message: null,
      },
      statusCode: 200,
      message: 'Success',
      succeeded: true,
    },
  };
};
