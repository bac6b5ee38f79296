import type { Pagination } from './envelopes.js';

/**
 * One page of `items` (pages count from 1). `wrongTotalPages` is the paginationNumbersWrong deviation: it rounds the
 * page count down, so a last, partial page is not counted.
 */
export function pageOf<T>(
  items: readonly T[],
  pageNumber: number,
  pageSize: number,
  wrongTotalPages = false,
): { items: T[]; pagination: Pagination } {
  const totalCount = items.length;
  const totalPages = Math.ceil(totalCount / pageSize);
  return {
    items: items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
    pagination: {
      currentPage: pageNumber,
      pageSize,
      totalCount,
      totalPages: wrongTotalPages ? Math.floor(totalCount / pageSize) : totalPages,
      hasNextPage: pageNumber < totalPages,
      hasPreviousPage: pageNumber > 1,
    },
  };
}
