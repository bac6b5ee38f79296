import type { CheckoutWallet } from '@waas/types';
import { expect } from 'vitest';
import type { RunningSandbox } from './harness.js';

/** A call to the sandbox's control API (/sandbox/...); answers are read as each test needs them. */
export async function control(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${baseUrl}/sandbox${path}`, {
    method,
    ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

/** The sandbox back to its seed, then one checkout wallet of the organization made through the control API. */
export async function checkoutWalletAfterReset(
  running: RunningSandbox,
  organizationId: string,
  body: unknown,
): Promise<CheckoutWallet> {
  await running.sandbox.reset();
  const created = await control(running.baseUrl, 'POST', `/organizations/${organizationId}/checkout-wallets`, body);
  expect(created.status).toBe(201);
  return created.body as CheckoutWallet;
}
