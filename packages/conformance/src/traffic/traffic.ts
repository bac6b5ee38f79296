import { loadBundle, type OpenApiDocument, type OperationEntry } from '@waas/spec/pairs';
import { runContext } from '../core/context.js';
import type { CheckResult } from '../core/model.js';
import { redacted, redactor } from '../core/redact.js';
import type { Profile } from '../profile/profile.js';
import { redactorFor } from '../core/redact.js';
import type { RunReport, TrafficTally } from '../run/runner.js';
import { summarize } from '../run/summary.js';
import type { ObservedExchange } from './exchange.js';
import { Findings } from './findings.js';
import { heldToBook } from './held-to.js';
import { judgeExchange } from './judge-exchange.js';
import { Replays } from './replays.js';
import { router } from './route.js';

const PATHS_KEPT = 50;
const KEYS_KEPT = 1_000;

/**
 * Judges traffic it only observes, one exchange at a time, with the runner's checks and what several exchanges prove
 * together (a reference sent again); `report()` is the run's report of what it saw, for the runner's reporters.
 */
export class Traffic {
  readonly #context;
  readonly #route;
  readonly #held;
  readonly #replays = new Replays();
  readonly #findings = new Findings();
  readonly #started = Date.now();
  /** Keys seen on the wire: a report names none of them, wherever one was echoed. */
  readonly #keys = new Set<string>();
  readonly leftOut: TrafficTally['leftOut'] = { noAnswer: 0, otherHost: 0, unknownPath: 0, paths: {} };
  judged = 0;
  /** Exchanges answered 429: left unjudged, and said in the report's notes. */
  rateLimited = 0;
  /** Checks that failed, over every exchange judged. */
  failedChecks = 0;

  constructor(
    readonly profile: Profile,
    document: OpenApiDocument = loadBundle(),
  ) {
    this.#context = runContext(document, profile, 'live');
    this.#route = router(this.#context.operations, profile.baseUrls);
    this.#held = heldToBook(this.#context);
  }

  /** The document's operations, as read once for judging. */
  get operations(): readonly OperationEntry[] {
    return this.#context.operations;
  }

  /** References kept to judge a replay: at most the last 10,000. */
  get rememberedReferences(): number {
    return this.#replays.size;
  }

  /** The checks of one exchange (empty when it is not judged); every failure is also kept for the report. */
  observe(exchange: ObservedExchange): CheckResult[] {
    // A browser's CORS preflight asks whether it may send the request; the API's operations are what it sends next.
    if (isPreflight(exchange)) return [];
    // A rate limit met is the staging's wish, not an answer to judge: the request is judged when it is answered.
    if (exchange.response.status === 429) {
      this.rateLimited++;
      return [];
    }
    const route = this.#route(exchange.request.method, exchange.request.url);
    if ('left' in route) {
      this.leftOut[route.left]++;
      if (route.left === 'unknownPath') {
        const path = `${exchange.request.method} ${new URL(exchange.request.url).pathname}`;
        if (path in this.leftOut.paths || Object.keys(this.leftOut.paths).length < PATHS_KEPT)
          this.leftOut.paths[path] = (this.leftOut.paths[path] ?? 0) + 1;
      }
      return [];
    }
    const key = exchange.request.headers['x-api-key'];
    if (key !== undefined && this.#keys.size < KEYS_KEPT) this.#keys.add(key);
    const checks = judgeExchange(this.#context, this.#held(route.operation, exchange.response.status), route, exchange);
    const replay = this.#replays.observe(route.operation, route.params, exchange);
    if (replay) checks.push(replay);
    this.#findings.record(route, exchange, checks);
    this.judged++;
    this.failedChecks += checks.filter((c) => c.outcome === 'failed').length;
    return checks;
  }

  /** What the traffic showed so far, as a run's report; coverage is of every operation of the document. */
  report(): RunReport {
    const { profile } = this;
    const results = this.#findings.results();
    const redact = redactor([...this.#keys]);
    const report = {
      target: { name: profile.name, kind: 'live' as const, baseUrls: profile.baseUrls },
      seed: 0,
      startedAt: new Date(this.#started).toISOString(),
      durationMs: Date.now() - this.#started,
      requests: this.judged + this.leftOut.noAnswer + this.leftOut.otherHost + this.leftOut.unknownPath,
      bailed: false,
      results,
      summary: summarize(this.#context.document, this.#context.operations, results, this.#context.choices, {
        floor: profile.minCoverage ?? 0,
        refutedChoices: profile.refutedChoices,
        coverEvery: true,
      }),
      traffic: { judged: this.judged, leftOut: this.leftOut },
      ...(this.rateLimited > 0 && {
        notes: [
          `rate limit met: ${this.rateLimited} exchange${this.rateLimited === 1 ? '' : 's'} ` +
            'answered 429, left unjudged',
        ],
      }),
    };
    const byProfile = redactorFor(profile);
    return redacted(report, (text) => byProfile(redact(text)));
  }
}

/** An OPTIONS request a browser sends before a cross-origin one: it carries Access-Control-Request-Method. */
function isPreflight(exchange: ObservedExchange): boolean {
  return (
    exchange.request.method.toUpperCase() === 'OPTIONS' &&
    Object.keys(exchange.request.headers).some((name) => name.toLowerCase() === 'access-control-request-method')
  );
}
