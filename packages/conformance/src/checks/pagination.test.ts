import { expect, test } from 'vitest';
import { checkPagination } from './pagination.js';

const url = (page: number, size: number) =>
  `http://t.test/api/v1/checkout-wallet?organizationId=o&pageNumber=${page}&pageSize=${size}`;
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `w-${i}` }));
const shapeB = (page: number, size: number, count: number, extra: Record<string, unknown> = {}, onPage?: number) => ({
  statusCode: 200,
  data: items(onPage ?? Math.max(0, Math.min(size, count - (page - 1) * size))),
  pagination: {
    currentPage: page,
    pageSize: size,
    totalCount: count,
    totalPages: Math.ceil(count / size),
    hasNextPage: page < Math.ceil(count / size),
    hasPreviousPage: page > 1,
    ...extra,
  },
});

const cases: [string, { url: string; body: unknown }, { outcome: string; actual?: RegExp } | undefined][] = [
  ['the last of three pages', { url: url(3, 10), body: shapeB(3, 10, 23) }, { outcome: 'passed' }],
  [
    '23 items, 10 a page, 2 pages',
    { url: url(1, 10), body: shapeB(1, 10, 23, { totalPages: 2 }) },
    { outcome: 'failed', actual: /totalPages \(23 items, 10 a page\): expected 3, got 2/ },
  ],
  [
    'a page larger than asked',
    { url: url(1, 5), body: shapeB(1, 10, 23) },
    { outcome: 'failed', actual: /pageSize \(the size asked for\): expected 5, got 10/ },
  ],
  [
    'another page than asked',
    { url: url(2, 10), body: shapeB(1, 10, 23) },
    { outcome: 'failed', actual: /currentPage \(the page asked for\): expected 2, got 1/ },
  ],
  [
    'a next page that is not there',
    { url: url(3, 10), body: shapeB(3, 10, 23, { hasNextPage: true }) },
    { outcome: 'failed', actual: /hasNextPage: expected false, got true/ },
  ],
  [
    'a short page in the middle',
    { url: url(1, 10), body: shapeB(1, 10, 23, {}, 7) },
    { outcome: 'failed', actual: /items on page 1: expected 10, got 7/ },
  ],
  ['an empty list is no evidence', { url: url(1, 10), body: shapeB(1, 10, 0) }, { outcome: 'unexercised' }],
  [
    'the history shape, numbers beside the list',
    {
      url: url(1, 10),
      body: { data: { walletHistories: items(1), totalCount: 1, totalPages: 1, currentPage: 1, pageSize: 10 } },
    },
    { outcome: 'passed' },
  ],
  ['an answer that is not a page', { url: url(1, 10), body: { data: { id: 'w' } } }, undefined],
];

test.each(cases)('%s', (_, given, want) => {
  const result = checkPagination(given.url, given.body);
  if (want === undefined) return expect(result).toBeUndefined();
  expect(result).toMatchObject({ name: 'pagination', outcome: want.outcome });
  if (want.actual) expect(result?.actual).toMatch(want.actual);
});
