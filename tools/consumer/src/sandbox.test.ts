// `npx waas-sandbox` from the consumer project, on embedded PGlite and on PostgreSQL: where a team gets a stateful API.
import { randomUUID } from 'node:crypto';
import { createThrowawayDatabase, findPostgres, type ThrowawayDatabase } from '@waas/postgres';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { startCommand, type RunningCommand } from './command.js';
import { pair, send } from './requests.js';

const project = inject('project');
const apiKey = 'sandbox-key-acme-admin';
const walletRead = pair('getWalletById', 'walletRetrieved');
const posting = pair('postWalletTransaction', 'transactionPosted');
const history = pair('getWalletHistory', 'historyFetched');
const postgres = await findPostgres();

interface Wallet {
  availableBalance: number;
  ledgerBalance: number;
}
const minor = (amount: number) => Math.round(amount * 100);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 19);

function aSandbox(engine: string, env: () => Record<string, string>) {
  describe(engine, () => {
    let sandbox: RunningCommand;
    beforeAll(async () => {
      sandbox = await startCommand(project, 'waas-sandbox', [], { PORT: '0', ...env() });
    });
    afterAll(() => sandbox?.stop());

    test('its first line says where it listens', () =>
      expect(sandbox.firstLine).toMatch(/^WaaS sandbox listening on http:\/\/127\.0\.0\.1:\d+ /));

    test('answers a wallet read; a posting moves the balance and reads back in the history', async () => {
      const read = async () => {
        const answer = await send(walletRead, sandbox.url, { apiKey });
        expect(answer.status).toBe(200);
        return (answer.body as { data: Wallet }).data;
      };
      const before = await read();
      const transactionReference = `CONSUMER-${randomUUID()}`;
      const posted = await send(posting, sandbox.url, {
        apiKey,
        body: { ...(posting.request.body as object), amount: 0.07, transactionReference },
      });
      expect(posted.status).toBe(200);
      const after = await read();
      expect(minor(after.availableBalance) - minor(before.availableBalance)).toBe(7);
      expect(minor(after.ledgerBalance) - minor(before.ledgerBalance)).toBe(7);
      const query = {
        ...(history.request.query as Record<string, string>),
        startDate: day(-1),
        endDate: day(1),
        pageSize: '50',
      };
      const listed = await send(history, sandbox.url, { apiKey, query });
      expect(listed.status).toBe(200);
      expect(JSON.stringify(listed.body)).toContain(transactionReference);
    });
  });
}

aSandbox('PGlite, embedded', () => ({}));

describe.skipIf(postgres.adminUrl === null)(
  `PostgreSQL, DATABASE_URL${postgres.unreachable && ` (${postgres.unreachable})`}`,
  () => {
    let database: ThrowawayDatabase;
    beforeAll(async () => {
      database = await createThrowawayDatabase(postgres.adminUrl!, 'waas_consumer_test');
    });
    afterAll(() => database?.drop());
    aSandbox('the same sandbox', () => ({ DATABASE_URL: database.url }));
  },
);
