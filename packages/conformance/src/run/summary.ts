import type { OpenApiDocument, OperationEntry } from '@waas/spec/pairs';
import { faultOf } from '../checks/refutation.js';
import type { CaseResult, CheckName, Fault } from '../core/model.js';
import { readingOf, reads, refutes, type ProvisionalChoice, type Reading } from './provisional.js';

export interface ProvisionalVerdict extends ProvisionalChoice {
  verdict: 'confirmed' | 'refuted' | 'untested';
  /** The cases the verdict rests on, at most a few: those that refute it, or those that could have and did not. */
  evidence: string[];
}

/** A failed check that refutes no provisional choice: the target departs from what the document states. */
export interface Deviation {
  case: string;
  check: CheckName;
  message: string;
  /** Set when the failure is a fault no provisional choice can explain (checks/refutation.ts). */
  fault?: Fault;
}

export interface Summary {
  cases: Record<CaseResult['outcome'], number>;
  checks: {
    run: number;
    passed: number;
    failed: number;
    warned: number;
    unexercised: number;
    byName: Partial<Record<CheckName, { run: number; failed: number }>>;
  };
  /** Checks passed / checks that judged something (an unexercised check judged nothing). */
  score: number;
  /**
   * Documented responses (operation × status) of the operations run that a case got back / those documented responses;
   * a run of workflows alone has none to cover.
   */
  coverage: {
    exercised: number;
    documented: number;
    index: number;
    missing: string[];
    floor: number;
    belowFloor: boolean;
  };
  provisional: ProvisionalVerdict[];
  deviations: Deviation[];
  /**
   * Whether a refuted provisional choice fails the run (the profile's `provisional.refuted`); a deviation always does.
   */
  refutedChoices: 'report' | 'fail';
}

export function summarize(
  document: OpenApiDocument,
  operations: OperationEntry[],
  results: CaseResult[],
  choices: ProvisionalChoice[],
  options: { floor?: number; refutedChoices?: Summary['refutedChoices']; coverEvery?: boolean } = {},
): Summary {
  const { floor = 0, refutedChoices = 'report', coverEvery = false } = options;
  const cases = { passed: 0, failed: 0, notApplicable: 0, error: 0 };
  const checks: Summary['checks'] = { run: 0, passed: 0, failed: 0, warned: 0, unexercised: 0, byName: {} };
  for (const result of results) {
    cases[result.outcome]++;
    for (const check of result.checks) {
      checks.run++;
      checks[check.outcome]++;
      const tally = (checks.byName[check.name] ??= { run: 0, failed: 0 });
      tally.run++;
      if (check.outcome === 'failed') tally.failed++;
    }
  }
  // Observed traffic is held to the whole document (`coverEvery`): an operation it never reached is part of what it
  // missed.
  const planned = new Set(coverEvery ? operations.map((o) => o.operationId) : results.map((r) => r.operationId));
  const documented = operations
    .filter((o) => planned.has(o.operationId))
    .flatMap((o) =>
      Object.keys(o.responses)
        .filter((s) => /^\d{3}$/.test(s))
        .map((s) => `${o.operationId} ${s}`),
    );
  const got = new Set(
    results.filter((r) => r.response && r.kind !== 'webhook').map((r) => `${r.operationId} ${r.response!.status}`),
  );
  const exercised = documented.filter((d) => got.has(d));
  const index = documented.length === 0 ? 0 : exercised.length / documented.length;
  const judged = checks.run - checks.unexercised;
  const { provisional, deviations } = verdicts(document, results, choices);
  return {
    cases,
    checks,
    score: judged === 0 ? 0 : (checks.passed + checks.warned) / judged,
    coverage: {
      exercised: exercised.length,
      documented: documented.length,
      index,
      missing: documented.filter((d) => !got.has(d)),
      floor,
      belowFloor: documented.length > 0 && index < floor,
    },
    provisional,
    deviations,
    refutedChoices,
  };
}

/**
 * A choice is refuted by a failed check that speaks to it, confirmed by a passed check that could have refuted it,
 * untested otherwise. A failed check that refutes no choice is a deviation from the document.
 */
function verdicts(document: OpenApiDocument, results: CaseResult[], choices: ProvisionalChoice[]) {
  const ran = results.filter((r) => r.outcome === 'passed' || r.outcome === 'failed');
  const readings = new Map<CaseResult, Reading>(
    ran.map((r) => [
      r,
      readingOf(
        document,
        r.at,
        r.kind === 'webhook' ? undefined : typeof r.expectedStatus === 'number' ? r.expectedStatus : r.response?.status,
        r.request,
        r.example,
      ),
    ]),
  );
  const located = new Set(ran.filter((r) => r.checks.some((c) => c.at !== undefined)));
  // An unlocated check speaks only to what its case read or the example it was compared with (`refutes`): a case
  // that read neither is passed over without asking each of its checks, for each of the document's choices.
  const speaks = (r: CaseResult, outcome: 'passed' | 'failed', at: string) => {
    const reading = readings.get(r)!;
    if (!located.has(r) && !reads(reading, at) && !reading.example.includes(at)) return false;
    return r.checks.some((c) => c.outcome === outcome && refutes(c, at, reading, r.response?.status));
  };
  const failing = ran.filter((r) => r.checks.some((c) => c.outcome === 'failed'));
  const passing = ran.filter((r) => r.checks.some((c) => c.outcome === 'passed'));
  const provisional = choices.map((choice): ProvisionalVerdict => {
    const refuting = firstOf(failing, (r) => speaks(r, 'failed', choice.at));
    const evidence = refuting.length > 0 ? refuting : firstOf(passing, (r) => speaks(r, 'passed', choice.at));
    const verdict = refuting.length > 0 ? 'refuted' : evidence.length > 0 ? 'confirmed' : 'untested';
    return { ...choice, verdict, evidence: evidence.map((r) => r.id) };
  });
  const deviations = ran.flatMap((r) =>
    r.checks
      .filter(
        (c) =>
          c.outcome === 'failed' &&
          !choices.some((choice) => refutes(c, choice.at, readings.get(r)!, r.response?.status)),
      )
      .map((c) => {
        const fault = faultOf(c, r.response?.status)?.fault;
        return { case: r.id, check: c.name, message: c.message ?? `${c.name} failed`, ...(fault && { fault }) };
      }),
  );
  return { provisional, deviations };
}

/** The results a verdict cites: the first few that bear it out, found without reading the rest. */
const EVIDENCE = 3;

function firstOf(results: CaseResult[], bears: (result: CaseResult) => boolean): CaseResult[] {
  const found: CaseResult[] = [];
  for (const result of results) if (bears(result) && found.push(result) === EVIDENCE) break;
  return found;
}
