import type { paths } from '@waas/types';
import type { Client } from 'openapi-fetch';
import { OPERATIONS } from './operations.gen.js';
import type { WalletApiOptions } from './options.js';
import { iterate, type IterateOptions } from './paginate.js';
import { createTransport } from './transport.js';
import type { DataOf, InitArgs, InitOf, ItemOf, OperationId, PaginatedOperationId } from './types.js';
import { callOperation } from './unwrap.js';

type RawMethods = Pick<
  Client<paths, 'application/json'>,
  'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE' | 'request' | 'use' | 'eject'
>;

/** One method per operationId: returns the envelope's `data`, or throws `WalletApiError` / `WalletApiNetworkError`. */
export type OperationMethods = { [O in OperationId]: (...init: InitArgs<O>) => Promise<DataOf<O>> };

export interface WalletApi extends RawMethods, OperationMethods {
  /** Every entry of a paginated list, fetching page after page; throws like the operation methods. */
  iterate<O extends PaginatedOperationId>(
    operationId: O,
    init: InitOf<O>,
    options?: IterateOptions,
  ): AsyncGenerator<ItemOf<O>, void, undefined>;
}

const RAW_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/**
 * A client of the Wallet, Checkout and Payout API. `GET`/`POST`/… are openapi-fetch's `{ data, error, response }`
 * style; the methods named after operationIds unwrap the envelope; `iterate` walks paginated lists.
 */
export function createWalletApi(options: WalletApiOptions): WalletApi {
  const { client, send } = createTransport(options);
  const api: Record<string, unknown> = {
    request: (method: string, path: string, init?: Record<string, unknown>) => send(method, path, init),
    use: client.use,
    eject: client.eject,
    iterate: (operationId: PaginatedOperationId, init: Record<string, unknown>, iterateOptions?: IterateOptions) =>
      iterate(send, operationId, init, iterateOptions),
  };
  for (const method of RAW_METHODS)
    api[method] = (path: string, init?: Record<string, unknown>) => send(method, path, init);
  for (const operationId of Object.keys(OPERATIONS) as OperationId[]) {
    api[operationId] = async (init?: Record<string, unknown>) =>
      ((await callOperation(send, operationId, init)) as { data?: unknown }).data;
  }
  return api as unknown as WalletApi;
}
