import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayDatabase, postgresSkipReason, type ThrowawayDatabase } from '../test/postgres.js';
import { Sandbox } from '../sandbox.js';
import { openPostgres } from './node/postgres.js';
import type { Engine } from './engine.js';
import type { Store } from '../domain/store.js';

describe('wallet reads by id asked together (PostgreSQL)', () => {
  let database: ThrowawayDatabase | undefined;
  let sandbox: Sandbox | undefined;
  /** Another process's engine on the same database. */
  let other: Engine | undefined;
  let wallets: { organization_id: string; id: string }[] = [];
  beforeAll(async () => {
    database = await throwawayDatabase();
    if (!database) return;
    sandbox = await Sandbox.open({ databaseUrl: database.url });
    other = await openPostgres({ connectionString: database.url, poolSize: 1 });
    wallets = await sandbox.engine.read('SELECT organization_id, id FROM wallets ORDER BY id');
  });
  afterAll(async () => {
    await other?.close();
    await sandbox?.close();
    await database?.drop();
  });

  /** Each read as a unit of work reads it: walletById's own statement, alone. */
  const alone = (store: Store, organizationId: string, id: string) =>
    store.unitOfWork((tx) => tx.walletById(organizationId, id));

  it(
    'answers each read as it would be answered alone: ' + 'another organization, a missing id, one asked twice',
    async (context) => {
      if (!sandbox) return context.skip(postgresSkipReason());
      const [first, second] = wallets;
      const otherOrganization = wallets.find((w) => w.organization_id !== first!.organization_id)!.organization_id;
      const asked: [string, string][] = [
        ...wallets.map((w): [string, string] => [w.organization_id, w.id]),
        [otherOrganization, first!.id],
        [first!.organization_id, '00000000-0000-4000-8000-000000000000'],
        [second!.organization_id, second!.id],
      ];
      const { store } = sandbox;
      const together = await Promise.all(asked.map(([organization, id]) => store.walletById(organization, id)));
      const each = await Promise.all(asked.map(([organization, id]) => alone(store, organization, id)));
      expect(together).toEqual(each);
      expect(together.filter((row) => row === undefined)).toHaveLength(2);
      expect(together.at(-1)).not.toBe(together[1]);
    },
  );

  it('refuses only the read PostgreSQL refuses', async (context) => {
    if (!sandbox) return context.skip(postgresSkipReason());
    const [first] = wallets;
    const reads = await Promise.allSettled([
      sandbox.store.walletById(first!.organization_id, first!.id),
      sandbox.store.walletById(first!.organization_id, 'not-a-uuid'),
    ]);
    expect(reads[0]).toMatchObject({ status: 'fulfilled', value: { id: first!.id } });
    expect(reads[1]).toMatchObject({ status: 'rejected', reason: { code: '22P02' } });
  });

  it('sees a write another process acknowledged before the read was asked', async (context) => {
    if (!sandbox || !other) return context.skip(postgresSkipReason());
    const [first] = wallets;
    for (const name of ['Renamed once', 'Renamed twice']) {
      await other.write([
        { text: 'UPDATE wallets SET name = $1 WHERE id = $2 RETURNING 1', params: [name, first!.id] },
      ]);
      const rows = await Promise.all(wallets.map((w) => sandbox!.store.walletById(w.organization_id, w.id)));
      expect(rows[0]).toMatchObject({ id: first!.id, name });
    }
  });
});
