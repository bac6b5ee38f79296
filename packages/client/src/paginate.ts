import { PAGINATED } from './operations.gen.js';
import type { Send } from './transport.js';
import type { PaginatedOperationId } from './types.js';
import { callOperation } from './unwrap.js';

/**
 * Whether a page of a paginated operation says another follows (`pagination.hasNextPage`, or `currentPage` <
 * `totalPages`).
 */
export function hasMorePages(operationId: PaginatedOperationId, body: unknown): boolean {
  const { next } = PAGINATED[operationId];
  const state = at(body, next.at) as { hasNextPage?: unknown; currentPage?: unknown; totalPages?: unknown } | undefined;
  return next.kind === 'hasNextPage'
    ? state?.hasNextPage === true
    : typeof state?.currentPage === 'number' &&
        typeof state.totalPages === 'number' &&
        state.currentPage < state.totalPages;
}

export interface IterateOptions {
  /** Stop after this many pages even if the API says there are more. Default: no limit. */
  maxPages?: number;
}

const at = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node === null || typeof node !== 'object' ? undefined : (node as Record<string, unknown>)[key]),
    value,
  );

/**
 * Yields every entry of a paginated list, page after page, from `pageNumber` (default 1) until the API says it was the
 * last page (`pagination.hasNextPage` false, or `currentPage` ≥ `totalPages` for the wallet history). An empty page
 * also ends it, so a server that keeps saying "more" cannot loop forever.
 */
export async function* iterate(
  send: Send,
  operationId: PaginatedOperationId,
  init: { params?: { query?: Record<string, unknown> } } & Record<string, unknown>,
  options: IterateOptions = {},
): AsyncGenerator<unknown, void, undefined> {
  const { pageParameter, pageType, items } = PAGINATED[operationId];
  const { maxPages = Infinity } = options;
  let page = Number(init.params?.query?.[pageParameter] ?? 1);
  for (let pages = 0; pages < maxPages; pages++, page++) {
    const query = { ...init.params?.query, [pageParameter]: pageType === 'string' ? String(page) : page };
    const body = await callOperation(send, operationId, { ...init, params: { ...init.params, query } });
    const entries = at(body, items);
    if (!Array.isArray(entries)) throw new TypeError(`${operationId}: page ${page} has no list at ${items.join('.')}`);
    yield* entries;
    const more = hasMorePages(operationId, body);
    if (!more || entries.length === 0) return;
  }
}
