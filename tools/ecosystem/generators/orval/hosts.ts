// The mutators orval.config.ts names: orval's fetch client hands each one the operation's path and request, and
// expects `{ data, status, headers }` back. The hosts and the key are set once, when the app starts. orval finds a
// mutator by reading this file, so each is a function of its own.
import type { Hosts } from '../hosts';

let hosts: Hosts | undefined;
let apiKey = '';

export function useHosts(where: Hosts, key: string): void {
  hosts = where;
  apiKey = key;
}

async function fetchFrom<T>(host: keyof Hosts, path: string, init: RequestInit): Promise<T> {
  if (!hosts) throw new Error('useHosts() first: no host is set');
  const response = await fetch(hosts[host] + path, { ...init, headers: { ...init.headers, 'x-api-key': apiKey } });
  const data: unknown = response.status === 204 ? undefined : await response.json();
  return { data, status: response.status, headers: response.headers } as T;
}

export function walletFetch<T>(path: string, init: RequestInit): Promise<T> {
  return fetchFrom('wallet', path, init);
}
export function checkoutFetch<T>(path: string, init: RequestInit): Promise<T> {
  return fetchFrom('checkout', path, init);
}
export function payoutFetch<T>(path: string, init: RequestInit): Promise<T> {
  return fetchFrom('payout', path, init);
}
