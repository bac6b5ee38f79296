import { jsonOf } from '../../core/json.js';
import type { ExamplePair } from '@waas/spec/pairs';
import { notAPage, pageOf, pageProblems, pagesWalked, requestedPage } from '../../checks/pagination.js';
import type { Case, CheckResult, Exchange, HttpRequest } from '../../core/model.js';
import { whyNotApplicable, whyUnbound } from '../../core/applicable.js';
import { basePair } from '../../core/base-pair.js';
import { tagsOf, type RunContext } from '../../core/context.js';
import { keyFor } from '../../core/keys.js';
import { pairRequest } from '../../core/request.js';

/** Enough pages to show a list adds up, few enough that a large staging list stays a short walk. */
const MAX_PAGES = 20;

/**
 * Every list, walked page by page on a live target: each page's numbers add up, and together the pages hold
 * `totalCount` items, none twice. (A mock serves one example for every page, so this is for live targets only.)
 */
export function paginationWalkCases(context: RunContext): Case[] {
  if (context.kind !== 'live') return [];
  return context.operations.flatMap((operation) => {
    const pair = basePair(context, operation);
    if (!pair || !pageOf(pair.response.body)) return [];
    const key = keyFor(context, undefined);
    const request = pairRequest(
      pair,
      context.profile,
      context.bindings,
      'apiKey' in key && key.apiKey !== undefined ? { apiKey: key.apiKey } : {},
    );
    const item: Case = {
      id: `${operation.operationId} pages walked`,
      kind: 'paginationWalk',
      operationId: operation.operationId,
      tags: tagsOf(context, operation),
      at: operation.at,
      request,
      expect: { status: pair.status, envelope: {}, contentType: pair.response.contentType },
      execute: (exchange) => walk(exchange, request, pair),
      // The run's own postings would shift the pages under the walk (a history grows at its head): walked with
      // nothing of the run in flight, any shift is the target's.
      alone: true,
    };
    const why =
      'notApplicable' in key ? key.notApplicable : (whyNotApplicable(context, operation) ?? whyUnbound(context, pair));
    if (why !== undefined) item.notApplicable = why;
    return [item];
  });
}

async function walk(exchange: Exchange, first: HttpRequest, pair: ExamplePair): Promise<CheckResult[]> {
  const pageParam =
    [...new URL(first.url).searchParams.keys()].find((name) => /^page(number)?$/i.test(name)) ?? 'pageNumber';
  const seen = new Map<string, number>();
  const problems: string[] = [];
  let total: number | undefined;
  let pages = 1;
  for (let page = 1; page <= Math.min(pages, MAX_PAGES); page++) {
    const url = new URL(first.url);
    url.searchParams.set(pageParam, String(page));
    const answer = await exchange({ ...first, url: url.toString() });
    const found = answer.status === pair.status ? pageOf(jsonOf(answer.text)) : undefined;
    if (!found) return [notAPage(page, pair.status, answer.status)];
    problems.push(
      ...pageProblems(found.numbers, found.items.length, requestedPage(url.toString())).map(
        (p) => `page ${page}: ${p}`,
      ),
    );
    total ??= found.numbers.totalCount;
    pages = found.numbers.totalPages;
    if (found.numbers.totalCount !== total)
      problems.push(`page ${page}: totalCount changed from ${total} to ${found.numbers.totalCount}`);
    for (const entry of found.items) {
      const id = identity(entry);
      if (seen.has(id)) problems.push(`page ${page}: an item already on page ${seen.get(id)} (${id.slice(0, 80)})`);
      else seen.set(id, page);
    }
  }
  if (pages <= MAX_PAGES && total !== undefined && seen.size !== total && problems.length === 0)
    problems.push(`the pages hold ${seen.size} distinct items, totalCount says ${total}`);
  return [pagesWalked(problems, Math.min(pages, MAX_PAGES), seen.size, total)];
}

const identity = (entry: unknown) => {
  const id = (entry as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : JSON.stringify(entry);
};
