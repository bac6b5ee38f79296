// A page and its total read while postings land on the wallet paged: on PostgreSQL, where a posting can commit between
// two statements of a read, every page must hold as many entries as its total says (the fault a conformance run of two
// teams at once caught: 12 entries on a page whose total said 11).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulateInflow } from '../domain/postings/inflows.js';
import { getWalletHistory } from '../domain/wallets/wallets.js';
import { openOn, type OpenedSandbox } from '../test/engines.js';
import { organizationWith } from '../test/organizations.js';
import { postgresSkipReason } from '../test/postgres.js';

const INFLOWS = 240;
const LANES = 4;

let opened: OpenedSandbox | string;
beforeAll(async () => {
  opened = await openOn('postgres');
});
afterAll(async () => {
  if (typeof opened !== 'string') await opened.close();
});

describe('a page read while its rows are written (PostgreSQL)', () => {
  it('holds as many history entries as its total says, whatever commits meanwhile', async (context) => {
    if (typeof opened === 'string') return context.skip(postgresSkipReason());
    const { engine, store } = opened.sandbox;
    const nowUs = Date.now() * 1000;
    const { organizationId, wallets } = await organizationWith(engine, nowUs, [null]);
    const wallet = wallets[0]!;

    let posting = true;
    const posted = Promise.all(
      Array.from({ length: LANES }, async () => {
        for (let i = 0; i < INFLOWS / LANES; i++) {
          const funded = await simulateInflow(store, {
            organizationId,
            nowUs,
            body: {
              beneficiaryAccountName: wallet.name,
              beneficiaryAccountNumber: wallet.account_number,
              amount: '1',
              narration: 'page race',
            },
          });
          expect(funded.answer).toBe('funded');
        }
      }),
    ).finally(() => (posting = false));

    const disagreements: string[] = [];
    let reads = 0;
    while (posting) {
      const page = await getWalletHistory(store, {
        organizationId,
        accountNumber: wallet.account_number,
        startDate: '2000-01-01T00:00:00',
        endDate: '2100-12-31T23:59:59',
        pageNumber: 1,
        pageSize: INFLOWS * 2,
      });
      expect(page.answer).toBe('historyFetched');
      const { walletHistories, totalCount } = page.data!;
      reads += 1;
      if (walletHistories.length !== totalCount)
        disagreements.push(`${walletHistories.length} entries, total ${totalCount}`);
    }
    await posted;

    expect(reads).toBeGreaterThan(10);
    expect(disagreements).toEqual([]);
  });
});
