// Two sandbox processes on one PostgreSQL database, under concurrent postings (replayed to the other process),
// inflows and due-batch runs on a few shared wallets: no answer is a 5xx, PostgreSQL counts no deadlock, and the
// ledger's invariants hold.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSandboxesOn, type Started } from '../test/processes.js';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { postgresSkipReason, throwawayDatabase, type ThrowawayDatabase } from '../test/postgres.js';

const WALLETS = 6;
const CLIENTS = 24;
const REQUESTS = 1_200;
const KEY = DEFAULT_DEMO_KEYS.admin;

let database: ThrowawayDatabase | undefined;
let processes: Started[] = [];

const deadlocks = async (url: string): Promise<number> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ deadlocks: string }>(
      'SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()',
    );
    return Number(rows[0]!.deadlocks);
  } finally {
    await client.end();
  }
};

async function call(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any }> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  database = await throwawayDatabase();
  if (database) processes = await builtSandboxesOn(database.url, 2);
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  processes = [];
  await database?.drop();
});

describe('two sandboxes on one PostgreSQL', () => {
  it('answer every request without a 5xx or a deadlock', async (context) => {
    if (!database) return context.skip(postgresSkipReason());
    const [a, b] = processes.map((p) => p.baseUrl) as [string, string];
    const org = (await call(a, 'POST', '/sandbox/organizations', { name: 'Scale-out Ltd' })).body as { id: string };
    const { key } = (await call(a, 'POST', `/sandbox/organizations/${org.id}/api-keys`, { isAdmin: true })).body as {
      key: string;
    };
    const accounts: string[] = [];
    for (let i = 0; i < WALLETS; i++) {
      const wallet = (await call(a, 'POST', `/sandbox/organizations/${org.id}/wallets`, { name: `Wallet ${i}` })).body;
      accounts.push(wallet.virtualAccount.accountNumber);
    }
    const before = await deadlocks(database.url);

    const statuses: number[] = [];
    const send = async (baseUrl: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(baseUrl + path, {
        method,
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    };
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 19);
    const step = async (n: number) => {
      const account = accounts[n % WALLETS]!;
      const [here, there] = n % 2 ? [a, b] : [b, a];
      if (n % 10 === 0)
        return send(here, 'POST', '/api/v1/staging/simulate-inflow', {
          beneficiaryAccountName: 'Scale',
          beneficiaryAccountNumber: account,
          amount: '50.00',
          narration: `inflow ${n}`,
        });
      if (n % 25 === 1) return send(here, 'POST', '/api/v1/admin/batch/process-due');
      const posting = {
        productId: '00000000-0000-0000-0000-000000000001',
        amount: 1 + (n % 7),
        direction: n % 3 === 0 ? 'CREDIT' : 'DEBIT',
        currency: 'NGN',
        accountNumber: account,
        transactionReference: `SCALE-${n}`,
        ...(n % 11 === 0 ? { valueDate: tomorrow } : {}),
      };
      // The same request to both processes at once: one posts, the other answers the replay.
      await Promise.all([
        send(here, 'POST', '/api/v1/wallets/account-number/transactions', posting),
        send(there, 'POST', '/api/v1/wallets/account-number/transactions', posting),
      ]);
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < REQUESTS) await step(next++);
      }),
    );

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(REQUESTS / 2);
    expect((await call(a, 'GET', '/sandbox/invariants')).body).toEqual({ broken: [] });
    // Statistics are flushed by the backends that count them: stop the processes first.
    await Promise.all(processes.map((p) => p.stop()));
    expect((await deadlocks(database.url)) - before).toBe(0);
  }, 180_000);
});
