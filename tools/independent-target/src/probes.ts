// Test support: what a test reads back from a target to judge its behaviour.
import { verify } from '@waas/webhooks';
import type { IncomingHttpHeaders } from 'node:http';
import { bodyText, serveLocally } from './local-server.js';
import { call, type Call } from './client.js';
import { FUNDED_WALLET } from './data.js';
import type { IndependentTarget } from './index.js';
import { PATHS, VALID } from './requests.js';

export interface Delivery {
  rawBody: string;
  headers: IncomingHttpHeaders;
}

export interface HistoryEntry {
  amount: number;
  debitCreditIndicator: 'D' | 'C';
  balance: number;
  dateCreated: string;
  transactionReference: string;
}

const cents = (major: number) => Math.round(major * 100);

export async function balances(t: IndependentTarget): Promise<{ available: number; ledger: number }> {
  const { body } = await call(t, VALID.getWalletById!(t));
  return { available: cents(body.data.availableBalance), ledger: cents(body.data.ledgerBalance) };
}

export const post = (t: IndependentTarget, body: object): Promise<Awaited<ReturnType<typeof call>>> =>
  call(t, { method: 'POST', path: PATHS.postWalletTransaction, body });

/** The funded wallet's whole history, as served: newest first. */
export async function history(t: IndependentTarget): Promise<{ totalCount: number; entries: HistoryEntry[] }> {
  const query = {
    accountNumber: FUNDED_WALLET.accountNumber,
    startDate: '2000-01-01',
    endDate: '2999-12-31',
    pageSize: 100,
  };
  const { body } = await call(t, { path: PATHS.getWalletHistory, query });
  return { totalCount: body.data.totalCount, entries: body.data.walletHistories };
}

/** Where an entry's balance is not the next older entry's balance moved by its amount (the oldest starts from zero). */
export function chainBreaks(newestFirst: readonly HistoryEntry[]): string[] {
  return newestFirst.flatMap((entry, i) => {
    const before = i + 1 < newestFirst.length ? cents(newestFirst[i + 1]!.balance) : 0;
    const moved = entry.debitCreditIndicator === 'C' ? cents(entry.amount) : -cents(entry.amount);
    return before + moved === cents(entry.balance)
      ? []
      : [
          `${entry.transactionReference}: ${before / 100} ${entry.debitCreditIndicator} ${entry.amount} gives ` +
            `${entry.balance}`,
        ];
  });
}

/** Every page of the organization's checkout wallets at one page size. */
export async function checkoutPages(
  t: IndependentTarget,
  pageSize: number,
  filters: Call['query'] = {},
): Promise<any[]> {
  const pages: any[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const query = { organizationId: t.identifiers.organizationId, pageNumber, pageSize, ...filters };
    const { body } = await call(t, { path: PATHS.listCheckoutWallets, query });
    pages.push(body);
    if (!body.pagination.hasNextPage) return pages;
  }
}

/**
 * Registers a receiver, funds the wallet and verifies the inflow webhook that arrives; the error, or undefined when it
 * verifies.
 */
export async function inflowWebhookProblem(t: IndependentTarget): Promise<string | undefined> {
  let arrived!: (delivery: Delivery) => void;
  const first = new Promise<Delivery>((resolve) => (arrived = resolve));
  const receiver = await serveLocally(async (request, response) => {
    arrived({ rawBody: await bodyText(request), headers: request.headers });
    response.writeHead(200).end();
  });
  try {
    const registered = await call(t, {
      method: 'PUT',
      path: t.webhook.registerPath,
      body: { url: `${receiver.url}/hooks`, secret: t.webhook.secret },
    });
    if (registered.status !== 204) return `registration answered ${registered.status}`;
    const funded = await call(t, VALID.simulateInflow!(t));
    if (funded.status !== 200) return `simulate inflow answered ${funded.status}`;
    const delivery = await Promise.race([
      first,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5000)),
    ]);
    if (!delivery) return 'no webhook arrived';
    const event = await verify(delivery.rawBody, delivery.headers, t.webhook.secret).catch((error: Error) => error);
    if (event instanceof Error) return event.message;
    return event.type === 'inflow.received' && event.data.accountNumber === FUNDED_WALLET.accountNumber
      ? undefined
      : `unexpected event ${delivery.rawBody}`;
  } finally {
    await receiver.close();
  }
}

/**
 * Registers an endpoint that answers the first delivery 500 and later ones 200, runs `trigger`, and returns what
 * arrived up to the first 200.
 */
export async function deliveriesWithOneRefusal(
  t: IndependentTarget,
  trigger: () => Promise<unknown>,
): Promise<Delivery[]> {
  const deliveries: Delivery[] = [];
  let accepted!: () => void;
  const done = new Promise<void>((resolve) => (accepted = resolve));
  const server = await serveLocally(async (request, response) => {
    deliveries.push({ rawBody: await bodyText(request), headers: request.headers });
    response.writeHead(deliveries.length === 1 ? 500 : 200).end();
    if (deliveries.length > 1) accepted();
  });
  try {
    await call(t, {
      method: 'PUT',
      path: t.webhook.registerPath,
      body: { url: `${server.url}/hooks`, secret: t.webhook.secret },
    });
    await trigger();
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 5000))]);
    return deliveries;
  } finally {
    await server.close();
  }
}
