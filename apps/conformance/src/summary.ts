import type { OpenApiDocument, OperationEntry } from '@waas/spec/pairs';
import type { CaseResult, CheckName } from './model.js';
import { readingOf, reads, refutable, type ProvisionalChoice, type Reading } from './provisional.js';

export interface ProvisionalVerdict extends ProvisionalChoice {
  verdict: 'confirmed' | 'refuted' | 'untested';
  /** Cases whose failures refute it, at most a few. */
  evidence: string[];
}

export interface Summary {
  cases: Record<CaseResult['outcome'], number>;
  checks: { run: number; passed: number; failed: number; warned: number; byName: Partial<Record<CheckName, { run: number; failed: number }>> };
  /** Checks passed / checks run. */
  score: number;
  /** Documented responses (operation × status) a case got back / documented responses. */
  coverage: { exercised: number; documented: number; index: number; missing: string[] };
  provisional: ProvisionalVerdict[];
}

export function summarize(document: OpenApiDocument, operations: OperationEntry[], results: CaseResult[], choices: ProvisionalChoice[]): Summary {
  const cases = { passed: 0, failed: 0, notApplicable: 0, error: 0 };
  const checks: Summary['checks'] = { run: 0, passed: 0, failed: 0, warned: 0, byName: {} };
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
  const documented = operations.flatMap((o) => Object.keys(o.responses).filter((s) => /^\d{3}$/.test(s)).map((s) => `${o.operationId} ${s}`));
  const got = new Set(results.filter((r) => r.response).map((r) => `${r.operationId} ${r.response!.status}`));
  const exercised = documented.filter((d) => got.has(d));
  return {
    cases,
    checks,
    score: checks.run === 0 ? 0 : (checks.passed + checks.warned) / checks.run,
    coverage: {
      exercised: exercised.length,
      documented: documented.length,
      index: documented.length === 0 ? 0 : exercised.length / documented.length,
      missing: documented.filter((d) => !got.has(d)),
    },
    provisional: verdicts(document, results, choices),
  };
}

/**
 * A choice is refuted by a case that reads it and failed a check that can speak to it, confirmed when cases read it
 * and none refutes it, untested when no case that ran reads it.
 */
function verdicts(document: OpenApiDocument, results: CaseResult[], choices: ProvisionalChoice[]): ProvisionalVerdict[] {
  const ran = results.filter((r) => r.outcome === 'passed' || r.outcome === 'failed');
  const readings = new Map<CaseResult, Reading>(
    ran.map((r) => [r, readingOf(document, r.at, r.kind === 'webhook' ? undefined : typeof r.expectedStatus === 'number' ? r.expectedStatus : r.response?.status)]),
  );
  return choices.map((choice) => {
    const related = ran.filter((r) => reads(readings.get(r)!, choice.at));
    const refuting = related.filter((r) => r.checks.some((c) => c.outcome === 'failed' && refutable(c.name, choice.at, readings.get(r)!)));
    const verdict = refuting.length > 0 ? 'refuted' : related.length > 0 ? 'confirmed' : 'untested';
    return { ...choice, verdict, evidence: refuting.slice(0, 3).map((r) => r.id) };
  });
}
