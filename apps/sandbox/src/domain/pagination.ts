import type { Pagination } from '@waas/types';

/** A list's page, as every list operation answers it. */
export function pagination(pageNumber: number, pageSize: number, totalCount: number): Pagination {
  const totalPages = Math.ceil(totalCount / pageSize);
  return {
    currentPage: pageNumber,
    pageSize,
    totalCount,
    totalPages,
    hasNextPage: pageNumber < totalPages,
    hasPreviousPage: pageNumber > 1,
  };
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}
