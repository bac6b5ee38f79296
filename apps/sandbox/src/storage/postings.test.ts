import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationWith } from '../test/organizations.js';
import { postgresSkipReason, throwawayDatabase, type ThrowawayDatabase } from '../test/postgres.js';
import type { Engine, Sql } from './engine.js';
import { migrate } from './migrate.js';
import { openPostgres } from './node/postgres.js';
import { readForPostings } from './postings.js';
import { addInternalWallet, internalWallets } from './wallets.js';
import { openedForBlock } from '../test/engines.js';

const opened = openedForBlock('pglite', { webhooks: { dispatch: false } });

// Which of an organization's internal wallets a group's read finds: all of them to decide on, or, locked, only the one
// the group balances on.
describe('readForPostings with several internal wallets', () => {
  it.for([
    { given: 'no lock', lock: false, internal: () => undefined, want: 'all' },
    { given: 'a lock on the one asked for', lock: true, internal: (ids: string[]) => ids[1], want: 'second' },
    { given: 'a lock and none asked for', lock: true, internal: () => undefined, want: 'first' },
    {
      given: 'a lock on one the organization does not have (a reset since)',
      lock: true,
      internal: () => '00000000-0000-4000-8000-000000000000',
      want: 'first',
    },
  ] as const)('$given → $want', async ({ lock, internal, want }, context) => {
    const { sandbox } = opened.in(context);
    const nowUs = sandbox.clock.nowUs();
    const { organizationId } = await organizationWith(sandbox.engine, nowUs, []);
    await sandbox.engine.unitOfWork((sql) => addInternalWallet(sql, organizationId, nowUs));
    const ids = (await sandbox.engine.unitOfWork((sql) => internalWallets(sql, organizationId)))
      .map((w) => w.id)
      .sort();
    const named = { accountNumbers: [], walletIds: [], references: [] };
    const read = await sandbox.engine.unitOfWork((sql) =>
      readForPostings(sql, organizationId, named, lock ? { lock, internal: internal(ids) } : { lock }),
    );
    const found = read.wallets.filter((w) => w.kind === 'internal').map((w) => w.id);
    expect(found).toEqual({ all: ids, first: [ids[0]], second: [ids[1]] }[want]);
  });
});

// A group's read looks up what it names, key by key, however large the organization and however little PostgreSQL's
// statistics know of it: on an index led by the organization, a new organization's reads took the organization alone
// as the index condition and filtered every posting it had (migrations/009), and every read went through all the
// organization's wallets, having no index to find its internal wallets by (migrations/010).
describe('readForPostings on PostgreSQL, for a large organization', () => {
  let database: ThrowawayDatabase | undefined;
  let engine: Engine | undefined;
  beforeAll(async () => {
    database = await throwawayDatabase();
    if (!database) return;
    engine = await openPostgres({ connectionString: database.url, poolSize: 2 });
    await migrate(engine);
  }, 60_000);
  afterAll(async () => {
    await engine?.close();
    await database?.drop();
  });

  /** The read's plan, run: the scans of `table` in it. */
  async function scansOf(table: string, organizationId: string, named: Parameters<typeof readForPostings>[2]) {
    let plan: unknown;
    const explaining: Sql = {
      query: async <Row>(text: string, params?: readonly unknown[]) => {
        const [row] = await engine!.unitOfWork((sql) =>
          sql.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, params),
        );
        plan = row!['QUERY PLAN'];
        return [{ wallets: [], postings: [] }] as Row[];
      },
    };
    await readForPostings(explaining, organizationId, named, { lock: false });
    const scans = nodes(plan).filter((node) => node['Relation Name'] === table);
    expect(scans.length).toBeGreaterThan(0);
    return scans;
  }

  /** No row read and dropped, and a few buffers for each key asked for: not the organization's twenty thousand rows. */
  function expectKeyByKey(scans: PlanNode[], keys: number) {
    for (const scan of scans) {
      expect(scan['Rows Removed by Filter'] ?? 0).toBe(0);
      expect(Number(scan['Shared Hit Blocks']) + Number(scan['Shared Read Blocks'])).toBeLessThan(20 * keys);
    }
  }

  it(
    'reads the postings of the references asked ' + 'for, statistics taken before the organization posted',
    async (context) => {
      if (!engine) return context.skip(postgresSkipReason());
      // Statistics that know one organization's postings and none of the next one's, as when an organization is new.
      const post = (sql: Sql, organizationId: string, count: number) =>
        sql.query(
          `INSERT INTO postings (id, organization_id, reference, fingerprint, kind, status, amount_minor, currency,
             value_date_us, created_at_us, outcome)
           SELECT gen_random_uuid(), $1, 'R-' || i, '', 'transaction', 'posted', 1, 'NGN', 0, 0, 'ok'
           FROM generate_series(1, $2::int) AS i`,
          [organizationId, count],
        );
      const earlier = await organizationWith(engine, 0, []);
      const { organizationId } = await organizationWith(engine, 0, []);
      const POSTED = 20_000;
      await engine.unitOfWork(async (sql) => {
        await sql.query('ALTER TABLE postings SET (autovacuum_enabled = false)');
        await post(sql, earlier.organizationId, 2_000);
        await sql.query('ANALYZE postings');
        await post(sql, organizationId, POSTED);
      });
      const references = ['R-1', 'R-7', `R-${POSTED}`, 'R-new-1', 'R-new-2'];
      const named = { accountNumbers: [], walletIds: [], references };
      const read = await engine.unitOfWork((sql) => readForPostings(sql, organizationId, named, { lock: false }));
      expect(read.postings.map((p) => p.reference).sort()).toEqual(['R-1', `R-${POSTED}`, 'R-7']);
      expectKeyByKey(await scansOf('postings', organizationId, named), references.length);
    },
  );

  it("reads the wallets asked for and the internal ones, not the organization's others", async (context) => {
    if (!engine) return context.skip(postgresSkipReason());
    const { organizationId } = await organizationWith(engine, 0, []);
    await engine.unitOfWork(async (sql) => {
      await sql.query(
        `INSERT INTO wallets (id, organization_id, wallet_group_id, kind, customer_id, wallet_classification_id,
           currency_id, currency_code, customer_type_id, is_default, name, account_number, bank_code, bank_name,
           mob_num, created_at_us)
         SELECT gen_random_uuid(), organization_id, wallet_group_id, 'customer', gen_random_uuid(),
           wallet_classification_id, currency_id, currency_code, customer_type_id, false, 'Customer ' || i, 'L' || i,
           bank_code, bank_name, '080' || i, 0
         FROM wallets, generate_series(1, 20000) AS i WHERE organization_id = $1 AND kind = 'internal'`,
        [organizationId],
      );
      await sql.query('ANALYZE wallets');
    });
    const named = { accountNumbers: ['L1', 'L20000'], walletIds: [], references: [] };
    const read = await engine.unitOfWork((sql) => readForPostings(sql, organizationId, named, { lock: false }));
    expect(
      read.wallets
        .filter((w) => w.kind === 'customer')
        .map((w) => w.account_number)
        .sort(),
    ).toEqual(['L1', 'L20000']);
    expect(read.wallets.filter((w) => w.kind === 'internal')).toHaveLength(1);
    expectKeyByKey(await scansOf('wallets', organizationId, named), 3);
  });
});

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** Every node of an EXPLAIN (FORMAT JSON) plan. */
function nodes(explained: unknown): PlanNode[] {
  const walk = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(walk)];
  return (explained as { Plan: PlanNode }[]).flatMap((entry) => walk(entry.Plan));
}
