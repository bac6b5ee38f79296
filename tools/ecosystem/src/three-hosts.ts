import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HOSTS, type ExamplePair, type Host } from '@waas/spec/pairs';

import type { Hosts } from '../generators/hosts.js';

/** A request the server saw: which host's prefix it came in under, the operation its path names, and its key. */
export interface Arrival {
  host: Host;
  operationId: string;
  apiKey: string | undefined;
}

export interface ThreeHosts {
  /** One base URL per host, all on this server, each under its own prefix (`/wallet`, `/checkout`, `/payout`). */
  hosts: Hosts;
  arrivals: Arrival[];
  close(): Promise<void>;
}

const templateToPattern = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);

/**
 * One local server standing for the three hosts, so a client that sends an operation to the wrong host is seen doing
 * so. It answers each of `pairs` (a path to each) with the pair's response example, and anything else with 404.
 */
export async function startThreeHosts(pairs: readonly ExamplePair[]): Promise<ThreeHosts> {
  const arrivals: Arrival[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const [, prefix = '', ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    const pair = pairs.find((p) => p.method === request.method?.toLowerCase() && templateToPattern(p.path).test(path));
    const host = HOSTS.find((h) => h === prefix);
    if (!pair || !host) {
      response.writeHead(404).end();
      return;
    }
    const apiKey = request.headers['x-api-key'];
    arrivals.push({ host, operationId: pair.operationId, apiKey: Array.isArray(apiKey) ? apiKey[0] : apiKey });
    response
      .writeHead(pair.status, { 'content-type': pair.response.contentType })
      .end(JSON.stringify(pair.response.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    hosts: { wallet: `${base}/wallet`, checkout: `${base}/checkout`, payout: `${base}/payout` },
    arrivals,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
