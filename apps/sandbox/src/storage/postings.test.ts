import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sandbox } from '../sandbox.js';
import { organizationWith } from '../test/organizations.js';
import { readForPostings } from './postings.js';
import { addInternalWallet, internalWallets } from './wallets.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await Sandbox.open({ webhooks: { dispatch: false } });
}, 60_000);
afterAll(() => sandbox.close());

// Which of an organization's internal wallets a group's read finds: all of them to decide on, or, locked, only the one
// the group balances on.
describe('readForPostings with several internal wallets', () => {
  it.each([
    { given: 'no lock', lock: false, internal: () => undefined, want: 'all' },
    { given: 'a lock on the one asked for', lock: true, internal: (ids: string[]) => ids[1], want: 'second' },
    { given: 'a lock and none asked for', lock: true, internal: () => undefined, want: 'first' },
    { given: 'a lock on one the organization does not have (a reset since)', lock: true, internal: () => '00000000-0000-4000-8000-000000000000', want: 'first' },
  ] as const)('$given → $want', async ({ lock, internal, want }) => {
    const nowUs = sandbox.clock.nowUs();
    const { organizationId } = await organizationWith(sandbox.engine, nowUs, []);
    await sandbox.engine.unitOfWork((sql) => addInternalWallet(sql, organizationId, nowUs));
    const ids = (await sandbox.engine.unitOfWork((sql) => internalWallets(sql, organizationId))).map((w) => w.id).sort();
    const named = { accountNumbers: [], walletIds: [], references: [] };
    const read = await sandbox.engine.unitOfWork((sql) =>
      readForPostings(sql, organizationId, named, lock ? { lock, internal: internal(ids) } : { lock }),
    );
    const found = read.wallets.filter((w) => w.kind === 'internal').map((w) => w.id);
    expect(found).toEqual({ all: ids, first: [ids[0]], second: [ids[1]] }[want]);
  });
});
