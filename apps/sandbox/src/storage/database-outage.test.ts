// The sandbox on a PostgreSQL server of the test's own, under load, while that server is stopped hard (immediate
// shutdown) for a few seconds and started again: every answer while it is away is the documented 500 envelope, in
// time; the sandbox serves again soon after it returns; nothing acknowledged is lost or posted twice; the ledger's
// invariants hold; and webhook events written before the outage are delivered after it.
import pg from 'pg';
import { findPostgresBinaries, startPrivatePostgres, type PrivatePostgres } from '@waas/postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedAnswers } from '../http/wallet-bindings.js';
import { control } from '../test/control.js';
import { document } from '../test/pairs.js';
import { startBuiltSandbox, type Started } from '../test/processes.js';
import { startReceiver, until, type Receiver } from '../test/receiver.js';

const CLIENTS = 16;
const WALLETS = 8;
/** How long a client waits for an answer: longer than the outage, so an answer that waits for the database shows. */
const CLIENT_TIMEOUT_MS = 5_000;
const OUTAGE_MS = 3_000;
/**
 * Loose on purpose (it took tens of milliseconds when this was written): only a sandbox that does not come back fails.
 */
const SERVED_AGAIN_WITHIN_MS = 15_000;
const UNEXPECTED_ERROR = sharedAnswers(document).unexpectedError;
const { binDir, missing } = findPostgresBinaries();

interface Answer {
  /** A posting's reference number, or undefined for a wallet read. */
  n: number | undefined;
  sentAt: number;
  at: number;
  status: number | 'no answer';
  body: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!binDir)(`the sandbox while its PostgreSQL goes away${binDir ? '' : ` (skipped: ${missing})`}`, () => {
  let server: PrivatePostgres | undefined;
  let sandbox: Started | undefined;
  let receiver: Receiver | undefined;
  let holding = true;
  let stderr = '';

  beforeAll(async () => {
    server = await startPrivatePostgres(binDir!);
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE waas_outage');
    await admin.end();
    // The receiver refuses until the database is back, so the events written before the outage wait through it.
    receiver = await startReceiver(() => (holding ? 503 : 200));
    sandbox = await startBuiltSandbox({
      env: {
        DATABASE_URL: server.adminUrl.replace(/\/postgres$/, '/waas_outage'),
        // An attempt every 250 ms for half a minute: no event runs out of attempts while the receiver refuses.
        WAAS_WEBHOOK_RETRY_DELAYS: ['0', ...Array<string>(120).fill('250ms')].join(','),
        WAAS_WEBHOOK_TIME_SCALE: '1',
        WAAS_WEBHOOK_TIMEOUT_MS: '1000',
        WAAS_WEBHOOK_POLL_MS: '20',
      },
      probe: '/readyz',
    });
    sandbox.child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  }, 120_000);

  afterAll(async () => {
    await sandbox?.stop();
    await receiver?.close();
    await server?.close();
  });

  it('answers the documented 500 while it is away, serves again after, and loses nothing', async () => {
    const baseUrl = sandbox!.baseUrl;
    const organization = (await control(baseUrl, 'POST', '/organizations', { name: 'Outage Ltd' })).body as {
      id: string;
    };
    const { key } = (await control(baseUrl, 'POST', `/organizations/${organization.id}/api-keys`, { isAdmin: true }))
      .body as { key: string };
    const wallets: { id: string; accountNumber: string }[] = [];
    for (let i = 0; i < WALLETS; i++) {
      const wallet = (
        await control(baseUrl, 'POST', `/organizations/${organization.id}/wallets`, { name: `Outage ${i}` })
      ).body;
      wallets.push({ id: wallet.id, accountNumber: wallet.virtualAccount.accountNumber });
    }
    expect(
      await control(baseUrl, 'PUT', `/organizations/${organization.id}/webhook`, {
        url: receiver!.url,
        secret: 'whsec-outage-test',
      }),
    ).toMatchObject({ status: 200 });

    const call = async (
      method: string,
      path: string,
      body?: unknown,
    ): Promise<{ status: number | 'no answer'; body: unknown }> => {
      try {
        const response = await fetch(baseUrl + path, {
          method,
          headers: { 'x-api-key': key, 'content-type': 'application/json' },
          signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const text = await response.text();
        try {
          return { status: response.status, body: JSON.parse(text) };
        } catch {
          return { status: response.status, body: text };
        }
      } catch (error) {
        return { status: 'no answer', body: String(error) };
      }
    };
    const posting = (n: number) => ({
      productId: '00000000-0000-0000-0000-000000000001',
      amount: 1 + (n % 7),
      direction: 'CREDIT',
      currency: 'NGN',
      accountNumber: wallets[n % WALLETS]!.accountNumber,
      transactionReference: `OUTAGE-${n}`,
    });
    const post = (n: number) => call('POST', '/api/v1/wallets/account-number/transactions', posting(n));
    const balance = async (walletId: string) => {
      const { status, body } = await call('GET', `/api/v1/wallets/get/wallet/${walletId}`);
      expect(status).toBe(200);
      return Math.round((body as { data: { ledgerBalance: number } }).data.ledgerBalance * 100);
    };
    const before = await Promise.all(wallets.map((w) => balance(w.id)));

    // Load: each client posts (and now and then reads a wallet) one request after another until told to stop.
    const answers: Answer[] = [];
    let loading = true;
    let next = 0;
    const clients = Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (loading) {
          const i = next++;
          const n = i % 4 === 3 ? undefined : i;
          const sentAt = performance.now();
          const answer =
            n === undefined
              ? await call('GET', `/api/v1/wallets/get/wallet/${wallets[i % WALLETS]!.id}`)
              : await post(n);
          answers.push({ n, sentAt, at: performance.now(), ...answer });
        }
      }),
    );
    const acknowledged = () => answers.filter((a) => a.n !== undefined && a.status === 200);
    try {
      await until('postings acknowledged before the outage', () => acknowledged().length >= 50 || undefined, 1_500, 20);
      await sleep(500);
      const stopAt = performance.now();
      await server!.stopImmediately();
      const downAt = performance.now();
      await sleep(OUTAGE_MS);
      const startAt = performance.now();
      await server!.start();
      const upAt = performance.now();
      holding = false;
      const firstServed = await until(
        'a posting acknowledged after the database came back',
        () => {
          // A sandbox that died with its database says so here rather than as a wait that gave up.
          if (sandbox!.child.exitCode !== null)
            throw new Error(`the sandbox exited (${sandbox!.child.exitCode}):\n${stderr}`);
          return acknowledged().find((a) => a.at > upAt);
        },
        SERVED_AGAIN_WITHIN_MS / 20,
        20,
      );
      await sleep(1_000);
      loading = false;
      await clients;

      const away = answers.filter((a) => a.sentAt >= downAt && a.at <= startAt);
      const after = answers.filter((a) => a.sentAt >= firstServed.at);
      const slowest = Math.max(...answers.map((a) => a.at - a.sentAt));
      const ms = (from: number, to: number) => `${Math.round(to - from)} ms`;
      const statuses = [...new Set(away.map((a) => a.status))].join(', ');
      console.info(
        `database away ${ms(downAt, startAt)} (stop took ${ms(stopAt, downAt)}, start ${ms(startAt, upAt)}): ` +
          `${answers.length} answers, ${away.length} while away (statuses ${statuses}), ` +
          `slowest ${Math.round(slowest)} ms; served again ${ms(upAt, firstServed.at)} after it accepted connections`,
      );

      // Every answer is a success or the documented 500 envelope, and none took the client's whole timeout.
      const documented = (a: Answer) =>
        (a.status === 200 && (a.body as { success?: unknown }).success === true) ||
        (a.status === UNEXPECTED_ERROR.status && JSON.stringify(a.body) === JSON.stringify(UNEXPECTED_ERROR.body));
      expect(answers.filter((a) => !documented(a))).toEqual([]);
      expect(away.length).toBeGreaterThan(0);
      expect(away.filter((a) => a.status !== UNEXPECTED_ERROR.status)).toEqual([]);
      // Served again: once it has acknowledged a posting, it acknowledges every request sent after.
      expect(firstServed.at - upAt).toBeLessThan(SERVED_AGAIN_WITHIN_MS);
      expect(after.length).toBeGreaterThan(0);
      expect(after.filter((a) => a.status !== 200)).toEqual([]);

      // Every reference tried, tried again: an acknowledged one is answered as its first call (same transaction), and
      // one that got the 500 is posted now or was then, once either way.
      const tried = new Map<number, Answer>();
      for (const a of answers) if (a.n !== undefined) tried.set(a.n, a);
      const references = [...tried.keys()];
      const retries: { n: number; status: number | 'no answer'; body: unknown }[] = [];
      let cursor = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (cursor < references.length) {
            const n = references[cursor++]!;
            retries.push({ n, ...(await post(n)) });
          }
        }),
      );
      expect(retries.filter((r) => r.status !== 200)).toEqual([]);
      const changed = retries.filter(
        (r) => tried.get(r.n)!.status === 200 && JSON.stringify(r.body) !== JSON.stringify(tried.get(r.n)!.body),
      );
      expect(changed).toEqual([]);

      // Each wallet holds exactly the credits of its references: none lost, none posted twice.
      const credited = wallets.map(() => 0);
      for (const n of references) credited[n % WALLETS]! += 100 * posting(n).amount;
      expect(await Promise.all(wallets.map((w) => balance(w.id)))).toEqual(before.map((b, i) => b + credited[i]!));
      expect((await control(baseUrl, 'GET', '/invariants')).body).toEqual({ broken: [] });

      // The outbox resumes: every posting's event reaches the receiver, under one event id per reference, those
      // acknowledged before the outage included (their first 200 came after it).
      const delivered = new Map<string, Set<string>>();
      await until(
        'every posting event delivered',
        () => {
          delivered.clear();
          for (const r of receiver!.received.filter((r) => r.status === 200)) {
            const event = JSON.parse(r.rawBody) as { id: string; type: string; data: { transactionReference: string } };
            if (event.type !== 'transaction.posted') continue;
            const ids = delivered.get(event.data.transactionReference) ?? new Set();
            delivered.set(event.data.transactionReference, ids.add(event.id));
          }
          return delivered.size >= references.length || undefined;
        },
        1_500,
        20,
      );
      expect(references.filter((n) => !delivered.has(`OUTAGE-${n}`))).toEqual([]);
      expect([...delivered].filter(([, ids]) => ids.size !== 1)).toEqual([]);
      expect(acknowledged().filter((a) => a.at < stopAt).length).toBeGreaterThan(0);
    } finally {
      loading = false;
      await clients;
    }
  }, 120_000);
});
