import { randomInt } from 'node:crypto';
import { loadBundle, type OpenApiDocument } from '@waas/spec/pairs';
import { runContext, type RunContext } from '../core/context.js';
import { planCases, type Selection } from './plan.js';
import { send, NetworkError, type SendOptions } from '../core/http.js';
import { Pace, type Met } from '../core/pace.js';
import { discover } from './discover.js';
import { budgetOf, checkLatency } from '../checks/latency.js';
import type { GeneratedOptions } from '../cases/fuzzing/generated-cases.js';
import { judge } from '../checks/judge.js';
import type { Case, CaseKind, CaseResult, HttpRequest, HttpResponse, TargetKind } from '../core/model.js';
import type { Profile } from '../profile/profile.js';
import { restingOn } from '../core/rests-on.js';
import { redacted, redactorFor } from '../core/redact.js';
import { summarize, type Summary } from './summary.js';
import { runSetup } from './setup.js';
import { probeTarget } from './target.js';
import { checkSelection } from './selection.js';
import { concurrencyOf } from './concurrency.js';
import { webhookKindCases } from '../cases/webhooks/kind-cases.js';
import { FAILURE_ROUNDS, webhookCase } from '../cases/webhooks/webhook-case.js';

export interface RunOptions extends SendOptions {
  profile: Profile;
  selection?: Selection;
  /** Requests in flight: fewer than the profile's `limits.concurrency` only (run/concurrency.ts). */
  concurrency?: number;
  /** Stop starting cases after the first failure. */
  bail?: boolean;
  webhooks?: boolean;
  /** Generated negative and hostile values: a seed (random when left out, and reported) and a budget of requests. */
  generated?: Partial<GeneratedOptions>;
  /** The bundle; read from @waas/spec when left out. */
  document?: OpenApiDocument;
  onResult?: (result: CaseResult, done: number, total: number) => void;
}

export interface RunReport {
  target: { name: string; kind: TargetKind; baseUrls: Profile['baseUrls'] };
  /** What replays the generated values: `--seed`. */
  seed: number;
  startedAt: string;
  durationMs: number;
  requests: number;
  bailed: boolean;
  results: CaseResult[];
  summary: Summary;
  /** A report of observed traffic (the proxy, a HAR file): what was judged and what was left out. */
  traffic?: TrafficTally;
  /** What the run met that is no finding about the target: a rate limit waited for. */
  notes?: string[];
}

/**
 * Observed exchanges judged, and those left out: without an answer, with hosts of no base URL, of no documented
 * operation (the first few by method and path).
 */
export interface TrafficTally {
  judged: number;
  leftOut: { noAnswer: number; otherHost: number; unknownPath: number; paths: Record<string, number> };
}

/** Plans every case, runs them with bounded concurrency and judges each response; never throws for a failed check. */
export async function run(given: RunOptions): Promise<RunReport> {
  const started = Date.now();
  // One pace for every request of the run: the profile's rate and rate-limit waits.
  const options: RunOptions = { ...given, pace: given.pace ?? new Pace(given.profile.limits) };
  const startedAt = new Date(started).toISOString();
  const document = options.document ?? loadBundle();
  checkSelection(document, options.selection);
  // Every distinct host is probed, so an unreachable one is one clear error rather than a run of failed cases.
  const hosts = [...new Set(Object.values(options.profile.baseUrls))];
  const kinds = await Promise.all(hosts.map((url) => probeTarget(url, options.timeoutMs)));
  const kind = options.profile.kind ?? kinds[0]!;
  const context = runContext(document, options.profile, kind);
  await discover(context, options);
  const setupRequests = await runSetup(options.profile, kind, options);
  const redact = redactorFor(options.profile);
  const generated = {
    seed: options.generated?.seed ?? randomInt(2 ** 31),
    maxCases: options.generated?.maxCases ?? DEFAULT_MAX_CASES,
  };
  const cases = planCases(context, options.selection, generated, options.webhooks === true);
  const results: (CaseResult | undefined)[] = new Array(cases.length);
  let done = 0;
  let requests = setupRequests;
  let bailed = false;
  type Lane = { item: Case; index: number }[];
  /** Runs lanes with this many workers: a lane's cases one after another, lanes side by side. */
  const runLanes = async (queue: Lane[], workers: number) => {
    let next = 0;
    const worker = async () => {
      while (next < queue.length && !bailed) {
        for (const { item, index } of queue[next++]!) {
          if (bailed) break;
          const result = redacted(await runCase(context, item, options), redact);
          if (result.response) requests++;
          results[index] = result;
          options.onResult?.(result, ++done, cases.length);
          if (options.bail && (result.outcome === 'failed' || result.outcome === 'error')) bailed = true;
        }
      }
    };
    await Promise.all(Array.from({ length: workers }, worker));
  };
  // A live target keeps state: the ledger read-back and the isolation case run alone and first, so no other posting
  // moves the wallet they read back; then the cases of a lane (an operation's, or one a case names) run one after
  // another, in document order (a replay after its original), while lanes run side by side; last, alone, the cases
  // that read a shared wallet back around their writes. A mock keeps none, so every case is its own lane.
  const phase = (item: Case) => (FIRST.includes(item.kind) ? 'first' : item.alone === true ? 'last' : 'lanes');
  const lanes = new Map<unknown, Lane>();
  const first: Lane = [];
  const last: Lane = [];
  cases.forEach((item, index) => {
    const where = phase(item);
    if (where === 'first') first.push({ item, index });
    else if (where === 'last') last.push({ item, index });
    else {
      const lane = kind === 'live' ? (item.lane ?? item.operationId) : index;
      lanes.set(lane, [...(lanes.get(lane) ?? []), { item, index }]);
    }
  });
  await runLanes([first], 1);
  await runLanes([...lanes.values()], concurrencyOf(options.concurrency, options.profile.limits));
  await runLanes([last], 1);
  if (options.webhooks && !bailed) {
    // The events received so far: a target still retrying one into a later case's receiver is not that case's event.
    const seen = new Set<unknown>();
    const result = redacted(await webhookCase(context, options, undefined, seen), redact);
    requests++;
    results.push(result);
    const kinds = redacted(await webhookKindCases(context, options), redact);
    // What the target does when a delivery fails, a round at a time: each needs the receiver to itself.
    if (options.profile.webhooks?.probe === 'failures')
      for (const round of FAILURE_ROUNDS)
        kinds.push(redacted(await webhookCase(context, options, round, seen), redact));
    const total = cases.length + 1 + kinds.length;
    options.onResult?.(result, ++done, total);
    for (const kind of kinds) {
      requests += kind.steps?.length ?? 0;
      results.push(kind);
      options.onResult?.(kind, ++done, total);
    }
  }
  const finished = results.filter((r): r is CaseResult => r !== undefined);
  return {
    target: redacted({ name: options.profile.name, kind, baseUrls: options.profile.baseUrls }, redact),
    seed: generated.seed,
    startedAt,
    durationMs: Date.now() - started,
    requests,
    bailed,
    results: finished,
    summary: summarize(document, context.operations, finished, context.choices, {
      floor: options.profile.minCoverage ?? DEFAULT_MIN_COVERAGE,
      refutedChoices: options.profile.refutedChoices,
    }),
    ...(options.pace!.tally.limited > 0 && { notes: [rateLimitNote(options.pace!)] }),
  };
}

/** A rate limit met is said once, with what it cost: never a finding about the target. */
export function rateLimitNote({ tally, limits }: Pace): string {
  const seconds = (tally.waitedMs / 1000).toFixed(1);
  const outlasted =
    tally.gaveUp === 0
      ? 'every one answered after waiting'
      : `${tally.gaveUp} not judged: ` +
        `the limit outlasted limits.retries (${limits.retries}) or limits.maxWaitMs (${limits.maxWaitMs})`;
  const answers = `${tally.limited} answer${tally.limited === 1 ? '' : 's'}`;
  return `rate limit met: ${answers} 429 or 503 with Retry-After, ${seconds} s waited; ${outlasted}`;
}

/** Thousands of generated values by default, a few seconds against a local mock or sandbox. */
export const DEFAULT_MAX_CASES = 2_000;

/** Cases that post and read the same wallet back: alone, before everything else. */
const FIRST: readonly CaseKind[] = ['ledger', 'isolation'];

/**
 * A live target with keys and writes exercises most documented responses; far fewer means keys or capabilities are
 * missing.
 */
const DEFAULT_MIN_COVERAGE = 0.75;

function rateLimited(
  base: Omit<CaseResult, 'outcome' | 'durationMs'>,
  last: { request: HttpRequest; response: HttpResponse },
  options: SendOptions,
  durationMs: number,
): CaseResult {
  const limits = options.pace?.limits;
  return {
    ...base,
    request: last.request,
    outcome: 'notApplicable',
    reason:
      `rate limited: the target still answered ${last.response.status} after ${limits?.retries ?? 0} retries ` +
      `(limits.retries, limits.maxWaitMs ${limits?.maxWaitMs ?? 0})`,
    response: {
      status: last.response.status,
      contentType: last.response.headers['content-type'] ?? '',
      body: last.response.text,
    },
    durationMs,
  };
}

async function runCase(context: RunContext, item: Case, options: SendOptions): Promise<CaseResult> {
  const base = {
    id: item.id,
    kind: item.kind,
    operationId: item.operationId,
    at: item.at,
    expectedStatus: item.expect.status,
    request: item.request,
    checks: [],
    ...(item.example !== undefined && { example: item.example }),
  };
  if (item.notApplicable !== undefined)
    return { ...base, outcome: 'notApplicable', reason: item.notApplicable, durationMs: 0 };
  const started = performance.now();
  const budget = context.kind === 'live' ? budgetOf(context.profile, item.operationId) : undefined;
  try {
    let last: { request: HttpRequest; response: HttpResponse } | undefined;
    const met: Met = { limited: 0, waitedMs: 0, gaveUp: false };
    const exchange = async (request: HttpRequest) => {
      const response = await send(request, options, met);
      last = { request, response };
      return response;
    };
    const judged = item.execute ? await item.execute(exchange) : judge(context, item, await exchange(item.request));
    // A limit that outlasted its retries leaves nothing to judge: a note, never a fault, and never a pass either.
    if (met.gaveUp) return rateLimited(base, last!, options, performance.now() - started);
    const checks = item.restsOn ? judged.map((c) => restingOn(c, item.restsOn!, last!.response.status)) : judged;
    // The waits a rate limit asked for are the target's wish, not its answer time.
    const durationMs = performance.now() - started - met.waitedMs;
    // A multi-request case is several answers: its budget is per answer, so latency is judged on single requests.
    if (budget !== undefined && !item.execute) checks.push(checkLatency(budget, durationMs));
    const { request, response } = last!;
    return {
      ...base,
      ...(item.samples !== undefined && { samples: item.samples }),
      ...(item.trace && { steps: item.trace }),
      request,
      outcome: checks.some((c) => c.outcome === 'failed') ? 'failed' : 'passed',
      checks,
      response: { status: response.status, contentType: response.headers['content-type'] ?? '', body: response.text },
      durationMs,
    };
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    const durationMs = performance.now() - started;
    if (error.timedOut && budget !== undefined)
      return {
        ...base,
        outcome: 'failed',
        checks: [checkLatency(budget, 'timeout', options.timeoutMs)],
        reason: error.message,
        durationMs,
      };
    return { ...base, outcome: 'error', reason: error.message, durationMs };
  }
}
