import type { CheckResult } from '../core/model.js';
import { failedWithProblems } from './problems.js';

/** The numbers of a page as the document's lists carry them: shape B's `pagination`, or the history's own fields. */
export interface PageNumbers {
  currentPage: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  hasNextPage?: boolean;
  hasPreviousPage?: boolean;
}

const isPage = (node: unknown): node is PageNumbers =>
  node !== null &&
  typeof node === 'object' &&
  ['currentPage', 'pageSize', 'totalCount', 'totalPages'].every(
    (k) => typeof (node as Record<string, unknown>)[k] === 'number',
  );

/** The page of a list answer and its items, or undefined when the answer is not a page. */
export function pageOf(body: unknown): { numbers: PageNumbers; items: unknown[] } | undefined {
  const root = body as { pagination?: unknown; data?: unknown } | null;
  if (root === null || typeof root !== 'object') return undefined;
  if (isPage(root.pagination) && Array.isArray(root.data)) return { numbers: root.pagination, items: root.data };
  if (isPage(root.data)) {
    const lists = Object.values(root.data).filter(Array.isArray);
    if (lists.length === 1) return { numbers: root.data, items: lists[0]! };
  }
  return undefined;
}

/** The page and size a request asked for, read off its query (`pageNumber`, `page`, `pageSize`). */
export function requestedPage(url: string): { page?: number; size?: number } {
  const out: { page?: number; size?: number } = {};
  for (const [name, value] of new URL(url).searchParams) {
    if (/^page(number)?$/i.test(name)) out.page = Number(value);
    if (/^pagesize$/i.test(name)) out.size = Number(value);
  }
  return out;
}

/** What a page's numbers must say of themselves and of the request; empty when they add up. */
export function pageProblems(
  numbers: PageNumbers,
  items: number,
  requested: { page?: number; size?: number },
): string[] {
  const { currentPage, pageSize, totalCount, totalPages } = numbers;
  const problems: string[] = [];
  const want = (what: string, expected: unknown, actual: unknown) => {
    if (!Object.is(expected, actual))
      problems.push(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  };
  if (requested.page !== undefined) want('currentPage (the page asked for)', requested.page, currentPage);
  if (requested.size !== undefined) want('pageSize (the size asked for)', requested.size, pageSize);
  if (pageSize > 0) {
    const pages = Math.ceil(totalCount / pageSize);
    if (!(totalPages === pages || (totalCount === 0 && totalPages === 1)))
      want(`totalPages (${totalCount} items, ${pageSize} a page)`, pages, totalPages);
    const expectedItems =
      currentPage < 1 || currentPage > pages ? 0 : Math.min(pageSize, totalCount - (currentPage - 1) * pageSize);
    want(`items on page ${currentPage}`, expectedItems, items);
  }
  if (numbers.hasNextPage !== undefined) want('hasNextPage', currentPage < totalPages, numbers.hasNextPage);
  if (numbers.hasPreviousPage !== undefined) want('hasPreviousPage', currentPage > 1, numbers.hasPreviousPage);
  return problems;
}

/** One page judged on its own; an empty list is no evidence of anything but its numbers. */
export function checkPagination(url: string | undefined, body: unknown): CheckResult | undefined {
  const page = pageOf(body);
  if (!page) return undefined;
  const problems = pageProblems(page.numbers, page.items.length, url === undefined ? {} : requestedPage(url));
  if (problems.length > 0)
    return {
      name: 'pagination',
      outcome: 'failed',
      expected: 'page numbers that add up',
      actual: problems.join('\n'),
      message: `${problems.length} page number${problems.length === 1 ? '' : 's'} do not add up`,
    };
  if (page.items.length === 0)
    return { name: 'pagination', outcome: 'unexercised', message: 'an empty list: no page to judge' };
  return { name: 'pagination', outcome: 'passed' };
}

/** A page of a walk did not come back as a list answer: the walk stops there. */
export function notAPage(page: number, expectedStatus: number, status: number): CheckResult {
  return {
    name: 'pagination',
    outcome: 'failed',
    expected: `page ${page} as a ${expectedStatus} list answer`,
    actual: `HTTP ${status}`,
    message: `page ${page} is not a page`,
  };
}

/** Every page of a list walked: the problems found across pages, or how many items the pages held. */
export function pagesWalked(
  problems: readonly string[],
  walked: number,
  items: number,
  total: number | undefined,
): CheckResult {
  if (problems.length > 0)
    return failedWithProblems(
      'pagination',
      'pages that add up, each item once',
      problems,
      `walking ${walked} pages: ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
    );
  if (total === 0) return { name: 'pagination', outcome: 'unexercised', message: 'an empty list: no page to walk' };
  return {
    name: 'pagination',
    outcome: 'passed',
    message: `${items} items over ${walked} page${walked === 1 ? '' : 's'}`,
  };
}
