import type { OperationId } from './spec-types.js';
import { OPERATIONS } from './responses.gen.js';

/** A host of the API (wallet, checkout, payout); each serves its own paths. */
export type Host = (typeof OPERATIONS)[OperationId]['host'];

type BaseUrls = string | readonly string[];

/**
 * Where the handlers answer. Without either option they answer whatever the origin, so they work with any base URL the
 * app configures; `baseUrl` (every host on one address, like the mock) or `baseUrls` (one per host, like staging) limit
 * them, and a request elsewhere falls through to the next handler. The same names as `createWalletApi`'s options.
 */
export type MockOptions =
  | { baseUrl?: undefined; baseUrls?: undefined }
  | { baseUrl: BaseUrls; baseUrls?: undefined }
  | { baseUrl?: undefined; baseUrls: Partial<Record<Host, BaseUrls>> };

/** Whether a request for an operation goes to a base URL the options allow. */
export type Served = (operationId: OperationId, request: Request) => boolean;

export function servedBy(options: MockOptions): Served {
  if (options.baseUrl === undefined && options.baseUrls === undefined) return () => true;
  const bases = (host: Host) => [options.baseUrl ?? options.baseUrls?.[host] ?? []].flat().map(normalize);
  return (operationId, request) => {
    const { host, path } = OPERATIONS[operationId];
    // The handler's pattern matched the path at the end of the URL; what comes before it is the base URL called.
    const url = new URL(request.url);
    const segments = url.pathname.split('/');
    const base = url.origin + segments.slice(0, segments.length - (path.split('/').length - 1)).join('/');
    return bases(host).includes(base);
  };
}

function normalize(baseUrl: string): string {
  const url = new URL(baseUrl);
  return url.origin + url.pathname.replace(/\/+$/, '');
}
