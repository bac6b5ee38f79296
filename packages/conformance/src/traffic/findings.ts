import type { CaseResult, CheckName, CheckOutcome, CheckResult, Finding, KeptExchange } from '../core/model.js';
import type { ObservedExchange } from './exchange.js';
import type { Route } from './route.js';

interface Seen {
  operationId: string;
  at: string;
  status: number;
  exchanges: number;
  first: KeptExchange;
  /** Per check name: how many exchanges it judged, and with which outcome. */
  checks: Map<CheckName, Record<CheckOutcome, number>>;
  findings: Map<string, Finding>;
}

const BODY_KEPT = 8_192;
const clip = (text: string) =>
  text.length > BODY_KEPT ? `${text.slice(0, BODY_KEPT)}… (${text.length} characters)` : text;

function kept(exchange: ObservedExchange): KeptExchange {
  const { request, response } = exchange;
  return {
    startedAt: exchange.startedAt,
    request: {
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.body !== undefined && { body: clip(request.body) }),
    },
    response: {
      status: response.status,
      contentType: response.headers['content-type'] ?? '',
      body: clip(response.text),
    },
  };
}

/**
 * What the traffic showed, grouped: per operation and status, how many exchanges and how each check fared; per
 * operation, status, check and pointer, the failures with a count and the first and last exchange. Its size grows
 * with the document (operations, statuses, pointers), never with the traffic.
 */
export class Findings {
  readonly #seen = new Map<string, Seen>();

  record(route: Route, exchange: ObservedExchange, checks: readonly CheckResult[]): void {
    const { operation } = route;
    const status = exchange.response.status;
    const key = `${operation.operationId} ${status}`;
    let seen = this.#seen.get(key);
    if (!seen)
      this.#seen.set(
        key,
        (seen = {
          operationId: operation.operationId,
          at: operation.at,
          status,
          exchanges: 0,
          first: kept(exchange),
          checks: new Map(),
          findings: new Map(),
        }),
      );
    seen.exchanges++;
    for (const check of checks) {
      const tally = seen.checks.get(check.name) ?? { passed: 0, failed: 0, warned: 0, unexercised: 0 };
      tally[check.outcome]++;
      seen.checks.set(check.name, tally);
      if (check.outcome !== 'failed') continue;
      for (const at of check.at?.length ? check.at : ['']) {
        const id = `${check.name} ${at}`;
        const finding = seen.findings.get(id);
        if (finding) {
          finding.count++;
          finding.last = kept(exchange);
        } else {
          const first = kept(exchange);
          seen.findings.set(id, {
            check: check.name,
            at,
            count: 1,
            message: check.message ?? `${check.name} failed`,
            ...(check.expected !== undefined && { expected: check.expected }),
            ...(check.actual !== undefined && { actual: check.actual }),
            first,
            last: first,
          });
        }
      }
    }
  }

  /** One result per operation and status seen: a failed check per finding, a passed one per check that never failed. */
  results(): CaseResult[] {
    return [...this.#seen.values()].map((seen) => {
      const findings = [...seen.findings.values()];
      const checks: CheckResult[] = [];
      for (const [name, tally] of seen.checks) {
        const mine = findings.filter((f) => f.check === name);
        if (mine.length > 0) {
          for (const f of mine)
            checks.push({
              name,
              outcome: 'failed',
              message: `${f.count} of ${seen.exchanges} exchanges: ${f.message}`,
              ...(f.expected !== undefined && { expected: f.expected }),
              ...(f.actual !== undefined && { actual: f.actual }),
              ...(f.at !== '' && { at: [f.at] }),
            });
          continue;
        }
        const judged = tally.passed + tally.warned;
        const outcome: CheckOutcome = judged === 0 ? 'unexercised' : tally.warned > 0 ? 'warned' : 'passed';
        checks.push({ name, outcome, message: `${judged} of ${seen.exchanges} exchanges judged` });
      }
      const shown = findings[0]?.first ?? seen.first;
      return {
        id: `${seen.operationId} ${seen.status}`,
        kind: 'traffic',
        operationId: seen.operationId,
        at: seen.at,
        expectedStatus: seen.status,
        outcome: findings.length > 0 ? 'failed' : 'passed',
        checks,
        request: shown.request,
        response: shown.response,
        durationMs: 0,
        observed: { exchanges: seen.exchanges, findings },
      } satisfies CaseResult;
    });
  }
}
