import { UsageError } from '@waas/command-line';
import type { EventType } from './event-types.js';

/** How a `--set` value is read: an amount in major units (at most two decimals, above zero), or text. */
type ValueKind = 'amount' | 'text';

/**
 * The payload fields `waas-sandbox trigger <type> --set <path>=<value>` can choose, by event type: each is a value of
 * the change that causes the event (an inflow's amount, a wallet's new name), so the event carries it as the sandbox
 * would have written it for that change. Fields the sandbox works out itself (balances, ids) are not settable.
 */
export const SETTABLE: Record<EventType, Record<string, ValueKind>> = {
  'inflow.received': { 'data.amount': 'amount', 'data.narration': 'text' },
  'transaction.posted': { 'data.amount': 'amount', 'data.transactionReference': 'text' },
  'transaction.failed': { 'data.amount': 'amount', 'data.transactionReference': 'text' },
  'payment.succeeded': { 'data.amount': 'amount', 'data.walletName': 'text' },
  'payment.failed': { 'data.amount': 'amount', 'data.expectedAmount': 'amount', 'data.walletName': 'text' },
  'wallet.updated': { 'data.wallet.name': 'text', 'data.wallet.overdraft': 'amount' },
  'wallet.deleted': { 'data.name': 'text' },
};

/** What `--set` chose, by path; amounts already read as numbers. */
export type Settings = Readonly<Record<string, string | number>>;

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** `--set` as given (`data.amount=12.50`, repeatable), checked against what `type` can set. */
export function settingsFor(type: EventType, given: readonly string[]): Settings {
  const settable = SETTABLE[type];
  const settings: Record<string, string | number> = {};
  for (const pair of given) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new UsageError(`--set takes path=value, such as data.amount=12.50; got ${pair}`);
    const [path, value] = [pair.slice(0, at), pair.slice(at + 1)];
    const kind = settable[path];
    if (kind === undefined)
      throw new UsageError(`trigger ${type} can set ${Object.keys(settable).join(', ')}; got ${path}`);
    if (kind === 'amount' && !(AMOUNT.test(value) && Number(value) > 0))
      throw new UsageError(`--set ${path} takes an amount above zero with at most two decimals, got ${value}`);
    if (kind === 'text' && value.trim() === '') throw new UsageError(`--set ${path} takes some text, got nothing`);
    settings[path] = kind === 'amount' ? Number(value) : value;
  }
  return settings;
}

/** The value at a dotted path of an event's payload. */
export const valueAt = (event: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], event);
