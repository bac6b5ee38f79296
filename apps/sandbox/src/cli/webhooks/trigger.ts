import type { DeliveryLogEntry } from '../../domain/webhooks/endpoints.js';
import { controlCall, SandboxRefusal } from './control-call.js';
import type { SandboxAccess } from './parse.js';

import type { EventType } from './event-types.js';
import { type Settings, valueAt } from './trigger-settings.js';

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

const newWallet = (calls: Calls, name: string, asked?: string | number) =>
  calls.control<NewWallet>('POST', 'wallets', { name: asked ?? `${name} ${calls.tag}` });
const newCheckoutWallet = (calls: Calls, expectedAmount: number, asked?: string | number) =>
  calls.control<NewCheckoutWallet>('POST', 'checkout-wallets', {
    walletName: asked ?? `Trigger ${calls.tag}`,
    expectedAmount,
    customerEmail: 'trigger@example.com',
  });
/** The inflow operation takes its amount as a decimal string. */
const amountText = (amount: string | number) => Number(amount).toFixed(2);
const inflow = (calls: Calls, accountNumber: string, amount: string, narration = `waas-sandbox trigger ${calls.tag}`) =>
  calls.api('POST', '/api/v1/staging/simulate-inflow', {
    beneficiaryAccountName: 'Trigger',
    beneficiaryAccountNumber: accountNumber,
    amount,
    narration,
  });
const expectStatus = (what: string, answer: { status: number; body: any }, ok: (status: number) => boolean) => {
  if (!ok(answer.status)) throw new SandboxRefusal(`${what} answered ${answer.status}: ${answer.body?.message ?? ''}`);
};

/**
 * Each kind of event the spec documents, caused as a team's code would cause it: through the API, and the control
 * API where only the sandbox can act (a wallet made, renamed or deleted; the organization's clock). Each answers the
 * id the event's payload names, to find the event by. In a new wallet each time, so nothing the team has is touched.
 * `set` holds the payload values asked for (SETTABLE), each put into the change that causes the event.
 */
export const TRIGGERS: Record<EventType, (calls: Calls, set: Settings) => Promise<string>> = {
  async 'inflow.received'(calls, set) {
    const wallet = await newWallet(calls, 'Inflow');
    const amount = amountText(set['data.amount'] ?? 120.5);
    const narration = String(set['data.narration'] ?? `waas-sandbox trigger ${calls.tag}`);
    const answer = await inflow(calls, wallet.virtualAccount.accountNumber, amount, narration);
    expectStatus('the inflow', answer, (s) => s === 200);
    return wallet.id;
  },
  async 'transaction.posted'(calls, set) {
    const wallet = await newWallet(calls, 'Posted');
    const posted = await calls.api('POST', '/api/v1/wallets/account-number/transactions', {
      productId: PRODUCT,
      amount: set['data.amount'] ?? 30,
      direction: 'CREDIT',
      currency: 'NGN',
      accountNumber: wallet.virtualAccount.accountNumber,
      transactionReference: set['data.transactionReference'] ?? `TRIGGER-${calls.tag}`,
    });
    expectStatus('the credit', posted, (s) => s === 200);
    return wallet.id;
  },
  async 'transaction.failed'(calls, set) {
    // A scheduled credit whose fee the empty wallet cannot pay once it comes due, by the organization's own clock.
    const wallet = await newWallet(calls, 'Failing');
    const clock = await calls.control<{ now: string }>('GET', 'clock');
    const due = new Date(Date.parse(clock.now) + 3_600_000).toISOString().replace(/\.\d+Z$/, 'Z');
    const amount = Number(set['data.amount'] ?? 50);
    const scheduled = await calls.api('POST', '/api/v1/wallets/account-number/transactions', {
      productId: PRODUCT,
      amount,
      fee: Math.round((amount + 25) * 100) / 100,
      direction: 'CREDIT',
      currency: 'NGN',
      accountNumber: wallet.virtualAccount.accountNumber,
      transactionReference: set['data.transactionReference'] ?? `TRIGGER-${calls.tag}`,
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
  async 'payment.succeeded'(calls, set) {
    const amount = Number(set['data.amount'] ?? 250);
    const checkout = await newCheckoutWallet(calls, amount, set['data.walletName']);
    expectStatus('the payment', await inflow(calls, checkout.walletNumber, amountText(amount)), (s) => s === 200);
    return checkout.id;
  },
  async 'payment.failed'(calls, set) {
    const expected = Number(set['data.expectedAmount'] ?? 250);
    const amount = Number(set['data.amount'] ?? Math.round(expected * 100 - 1) / 100);
    if (amount >= expected)
      throw new SandboxRefusal(
        'payment.failed needs data.amount below data.expectedAmount ' + `(${amount} ≥ ${expected})`,
      );
    const checkout = await newCheckoutWallet(calls, expected, set['data.walletName']);
    const answer = await inflow(calls, checkout.walletNumber, amountText(amount));
    expectStatus('the short payment', answer, (s) => s !== 200);
    return checkout.id;
  },
  async 'wallet.updated'(calls, set) {
    const wallet = await newWallet(calls, 'Before');
    await calls.control('PATCH', `wallets/${wallet.id}`, {
      name: set['data.wallet.name'] ?? `After ${calls.tag}`,
      overdraft: set['data.wallet.overdraft'] ?? 25.5,
    });
    return wallet.id;
  },
  async 'wallet.deleted'(calls, set) {
    const wallet = await newWallet(calls, 'Short Lived', set['data.name']);
    await calls.control('DELETE', `wallets/${wallet.id}`);
    return wallet.id;
  },
};

/**
 * `waas-sandbox trigger <type>`: causes one event of the type in the organization, then prints its id once the
 * delivery log has it (the dispatcher, or `listen`, sends it).
 */
export async function trigger(
  request: SandboxAccess & { type: EventType; set: Settings },
  io: { line(text: string): void },
) {
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
  const subject = await TRIGGERS[request.type](calls, request.set);
  const { events } = await controlCall<{ events: DeliveryLogEntry[] }>(request, 'webhook/events');
  const written = events.find((e) => e.type === request.type && JSON.stringify(e.event).includes(subject));
  if (!written) throw new SandboxRefusal(`no ${request.type} event was written for ${subject}`);
  // What was asked for is what the event says, or the command says it was not.
  for (const [path, value] of Object.entries(request.set)) {
    const carried = valueAt(written.event, path);
    if (carried !== value)
      throw new SandboxRefusal(`the ${request.type} event carries ${path} = ${carried}, not ${value}`);
  }
  io.line(`${written.eventId} ${request.type} written`);
}
