// Specmatic's dictionary: the values it uses for fields an example leaves out. Without one, "all the keys" fills
// walletId, customerId and organizationId with random ids, every such posting names no wallet and answers 404, and
// Specmatic's positive variations of a posting check nothing. With the ids of the wallet the posting examples name
// (read from the spec's own examples, which the sandbox seeds), those variations reach the ledger.
import { pairByName, readPairs, type OpenApiDocument } from '@waas/spec/pairs';

interface Wallet {
  id: string;
  customerId: string;
  walletGroupId: string;
  virtualAccount: { accountNumber: string };
}

/** The dictionary for `document`, keyed as Specmatic reads it: schema name, then field. */
export function dictionaryOf(document: OpenApiDocument): Record<string, Record<string, unknown>> {
  const pairs = readPairs(document);
  const posted = pairByName(pairs, 'postWalletTransaction', 'transactionPosted').request.body as {
    accountNumber: string;
  };
  const wallets = pairs
    .filter((p) => p.operationId === 'getWalletById' && p.status === 200)
    .map((p) => (p.response.body as { data: Wallet }).data);
  const wallet = wallets.find((w) => w.virtualAccount.accountNumber === posted.accountNumber);
  if (!wallet)
    throw new Error(`No wallet example has the account number ${posted.accountNumber} that transactionPosted posts to`);
  const group = pairs.find((p) => p.operationId === 'getWalletGroup' && p.status === 200)!.response.body as {
    data: { id: string; organizationId: string };
  };
  if (group.data.id !== wallet.walletGroupId)
    throw new Error(`The wallet group example is not the group of wallet ${wallet.id}`);
  return {
    TransactionToPost: {
      walletId: wallet.id,
      customerId: wallet.customerId,
      organizationId: group.data.organizationId,
    },
  };
}
