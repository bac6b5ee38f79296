import type { RunContext } from '../core/context.js';
import { jsonOf } from '../core/json.js';
import type { Case, CheckResult, DeterminedValue } from '../core/model.js';
import { historyChains, type HistoryEntry } from '../checks/history.js';
import { credentialsOf, judge } from '../checks/judge.js';
import { budgetOf, checkLatency } from '../checks/latency.js';
import { leakChecks } from '../checks/leak.js';
import { documentedStatus } from '../checks/status.js';
import type { ObservedExchange } from './exchange.js';
import type { HeldTo } from './held-to.js';
import type { Route } from './route.js';

/**
 * The checks of one observed exchange that it alone can prove: a documented status; then, for a documented one, the
 * runner's checks of an answer (envelope apart from the status, content type, schema, unknown properties, the values
 * the request determines, the page's numbers, a leak) and a history page's chain; the latency budget when timed.
 */
export function judgeExchange(
  context: RunContext,
  held: HeldTo,
  route: Route,
  exchange: ObservedExchange,
): CheckResult[] {
  const { request, response } = exchange;
  const { operation } = route;
  // Each body is parsed once, here: the checks below read the values.
  const answer = jsonOf(response.text);
  const sent = jsonOf(request.body ?? '');
  const timed =
    exchange.durationMs === undefined
      ? []
      : [checkLatency(budgetOf(context.profile, operation.operationId), exchange.durationMs)];
  const status = documentedStatus(response.status, held.documented);
  const leak = exchange.truncated ? [] : leakChecks(response, credentialsOf(context, request));
  if (status.outcome === 'failed' || exchange.truncated) return [status, ...leak, ...timed];
  const item: Case = {
    id: `${operation.operationId} ${response.status}`,
    kind: 'traffic',
    operationId: operation.operationId,
    tags: [],
    at: operation.at,
    request,
    expect: {
      status: response.status,
      envelope: held.envelope,
      contentType: held.contentType,
      determined: determined(held, route, request.url, sent),
    },
  };
  // judge() holds the answer to the status it was given; whether that status is documented is said above.
  const checks = [status, ...judge(context, item, response, answer).filter((c) => c.name !== 'status'), ...timed];
  const entries = historyOf(answer);
  if (response.status < 300 && entries) checks.push(historyChains(entries));
  return checks;
}

/** The values this request determines in its answer: each echo of the examples, with the value this request sent. */
function determined(held: HeldTo, route: Route, url: string, json: unknown): DeterminedValue[] {
  if (held.echoed.length === 0) return [];
  const sent = new Map<string, unknown>(Object.entries(route.params));
  for (const [name, value] of new URL(url).searchParams) sent.set(name, value);
  if (json !== null && typeof json === 'object' && !Array.isArray(json))
    for (const [name, value] of Object.entries(json)) sent.set(name, value);
  return held.echoed.flatMap(({ path, input }) => {
    if (!sent.has(input)) return [];
    const value = sent.get(input);
    // Path and query values arrive as text; the examples say which are numbers or booleans.
    const type = held.inputTypes.get(input);
    const typed =
      typeof value !== 'string'
        ? value
        : type === 'number'
          ? Number(value)
          : type === 'boolean'
            ? value === 'true'
            : value;
    return typeof typed === 'number' && Number.isNaN(typed) ? [] : [{ path, value: typed }];
  });
}

function historyOf(answer: unknown): HistoryEntry[] | undefined {
  const entries = (answer as { data?: { walletHistories?: unknown } } | undefined)?.data?.walletHistories;
  return Array.isArray(entries) ? (entries as HistoryEntry[]) : undefined;
}
