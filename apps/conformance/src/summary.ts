import type { OpenApiDocument, OperationEntry } from '@waas/spec/pairs';
import type { CaseResult, CheckName } from './model.js';
import { relatedPointers, type ProvisionalChoice } from './provisional.js';

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

/** A choice is refuted by a failed case that reads it, confirmed when cases read it and all passed, else untested. */
function verdicts(document: OpenApiDocument, results: CaseResult[], choices: ProvisionalChoice[]): ProvisionalVerdict[] {
  const ran = results.filter((r) => r.outcome === 'passed' || r.outcome === 'failed');
  const reach = new Map<string, string[]>();
  const reads = (result: CaseResult, at: string) => {
    let pointers = reach.get(result.at);
    if (!pointers) reach.set(result.at, (pointers = relatedPointers(document, result.at)));
    return pointers.some((p) => at === p || at.startsWith(`${p}/`));
  };
  return choices.map((choice) => {
    const related = ran.filter((r) => reads(r, choice.at));
    const failed = related.filter((r) => r.outcome === 'failed');
    const verdict = failed.length > 0 ? 'refuted' : related.length > 0 ? 'confirmed' : 'untested';
    return { ...choice, verdict, evidence: failed.slice(0, 3).map((r) => r.id) };
  });
}
