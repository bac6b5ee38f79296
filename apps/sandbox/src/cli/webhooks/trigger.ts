import type { DeliveryLogEntry } from '../../domain/webhooks/endpoints.js';
import { controlCall, SandboxRefusal } from './control-call.js';
import type { SandboxAccess } from './parse.js';

import type { EventType } from './event-types.js';

/** What a trigger is given: calls to the control API and the API, as the organization's admin. */
interface Calls {
  control<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** The API's answer whatever its status: a refused payment is how payment.failed is caused. */
  api(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  /** Unique to this trigger, for names and references. */
  tag: string;
}

interface NewWallet {
  id: string;
  virtualAccount: { accountNumber: string };
}
interface NewCheckoutWallet {
  id: string;
  walletNumber: string;
}

/** A posting names a product; the sandbox keeps the id as given. */
const PRODUCT = '00000000-0000-0000-0000-000000000001';

const newWallet = (calls: Calls, name: string) =>
  calls.control<NewWallet>('POST', 'wallets', { name: `${name} ${calls.tag}` });
const newCheckoutWallet = (calls: Calls, expectedAmount: number) =>
  calls.control<NewCheckoutWallet>('POST', 'checkout-wallets', {
    walletName: `Trigger ${calls.tag}`,
    expectedAmount,
    customerEmail: 'trigger@example.com',
  });
const inflow = (calls: Calls, accountNumber: string, amount: string) =>
  calls.api('POST', '/api/v1/staging/simulate-inflow', {
    beneficiaryAccountName: 'Trigger',
    beneficiaryAccountNumber: accountNumber,
    amount,
    narration: `waas-sandbox trigger ${calls.tag}`,
  });
const expectStatus = (what: string, answer: { status: number; body: any }, ok: (status: number) => boolean) => {
  if (!ok(answer.status)) throw new SandboxRefusal(`${what} answered ${answer.status}: ${answer.body?.message ?? ''}`);
};

/**
 * Each kind of event the spec documents, caused as a team's code would cause it: through the API, and the control
 * API where only the sandbox can act (a wallet made, renamed or deleted; the organization's clock). Each answers the
 * id the event's payload names, to find the event by. In a new wallet each time, so nothing the team has is touched.
 */
export const TRIGGERS: Record<EventType, (calls: Calls) => Promise<string>> = {
  async 'inflow.received'(calls) {
    const wallet = await newWallet(calls, 'Inflow');
    expectStatus('the inflow', await inflow(calls, wallet.virtualAccount.accountNumber, '120.50'), (s) => s === 200);
    return wallet.id;
  },
  async 'transaction.posted'(calls) {
    const wallet = await newWallet(calls, 'Posted');
    const posted = await calls.api('POST', '/api/v1/wallets/account-number/transactions', {
      productId: PRODUCT,
      amount: 30,
      direction: 'CREDIT',
      currency: 'NGN',
      accountNumber: wallet.virtualAccount.accountNumber,
      transactionReference: `TRIGGER-${calls.tag}`,
    });
    expectStatus('the credit', posted, (s) => s === 200);
    return wallet.id;
  },
  async 'transaction.failed'(calls) {
    // A scheduled credit whose fee the empty wallet cannot pay once it comes due, by the organization's own clock.
    const wallet = await newWallet(calls, 'Failing');
    const clock = await calls.control<{ now: string }>('GET', 'clock');
    const due = new Date(Date.parse(clock.now) + 3_600_000).toISOString().replace(/\.\d+Z$/, 'Z');
    const scheduled = await calls.api('POST', '/api/v1/wallets/account-number/transactions', {
      productId: PRODUCT,
      amount: 50,
      fee: 75,
      direction: 'CREDIT',
      currency: 'NGN',
      accountNumber: wallet.virtualAccount.accountNumber,
      transactionReference: `TRIGGER-${calls.tag}`,
      valueDate: due,
    });
    expectStatus('the scheduled credit', scheduled, (s) => s === 200);
    const offset = await calls.control<{ offsetSeconds: number }>('GET', 'clock');
    await calls.control('PUT', 'clock', { offsetSeconds: offset.offsetSeconds + 3_601 });
    try {
      expectStatus('the due batch', await calls.api('POST', '/api/v1/admin/batch/process-due'), (s) => s === 200);
    } finally {
      await calls.control('PUT', 'clock', { offsetSeconds: offset.offsetSeconds });
    }
    return wallet.id;
  },
  async 'payment.succeeded'(calls) {
    const checkout = await newCheckoutWallet(calls, 250);
    expectStatus('the payment', await inflow(calls, checkout.walletNumber, '250.00'), (s) => s === 200);
    return checkout.id;
  },
  async 'payment.failed'(calls) {
    const checkout = await newCheckoutWallet(calls, 250);
    expectStatus('the short payment', await inflow(calls, checkout.walletNumber, '249.99'), (s) => s !== 200);
    return checkout.id;
  },
  async 'wallet.updated'(calls) {
    const wallet = await newWallet(calls, 'Before');
    await calls.control('PATCH', `wallets/${wallet.id}`, { name: `After ${calls.tag}`, overdraft: 25.5 });
    return wallet.id;
  },
  async 'wallet.deleted'(calls) {
    const wallet = await newWallet(calls, 'Short Lived');
    await calls.control('DELETE', `wallets/${wallet.id}`);
    return wallet.id;
  },
};

/**
 * `waas-sandbox trigger <type>`: causes one event of the type in the organization, then prints its id once the
 * delivery log has it (the dispatcher, or `listen`, sends it).
 */
export async function trigger(request: SandboxAccess & { type: EventType }, io: { line(text: string): void }) {
  const { key } = await controlCall<{ key: string }>(request, 'api-keys', {
    method: 'POST',
    body: JSON.stringify({ isAdmin: true }),
  });
  const calls: Calls = {
    tag: crypto.randomUUID().slice(0, 8).toUpperCase(),
    control: (method, path, body) =>
      controlCall(request, path, { method, ...(body !== undefined && { body: JSON.stringify(body) }) }),
    async api(method, path, body) {
      const response = await fetch(new URL(path, request.sandbox), {
        method,
        headers: { 'x-api-key': key, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
  };
  const subject = await TRIGGERS[request.type](calls);
  const { events } = await controlCall<{ events: DeliveryLogEntry[] }>(request, 'webhook/events');
  const written = events.find((e) => e.type === request.type && JSON.stringify(e.event).includes(subject));
  if (!written) throw new SandboxRefusal(`no ${request.type} event was written for ${subject}`);
  io.line(`${written.eventId} ${request.type} written`);
}
