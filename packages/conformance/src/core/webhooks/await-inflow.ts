import type { Bindings } from '../bindings/bindings.js';

export const INFLOW_WEBHOOK = 'inflow';

/** The account an inflow request funds, as the target knows it (the profile's bindings applied). */
export function accountOf(body: unknown, bindings: Bindings): unknown {
  const account = (body as { beneficiaryAccountNumber?: unknown } | undefined)?.beneficiaryAccountNumber;
  return typeof account === 'string' ? (bindings.get(account) ?? account) : undefined;
}
