import type * as Model from '../core/model.js';
import type { RunReport } from '../run/runner.js';
import type * as Run from '../run/summary.js';
import { failuresOf } from './failures.js';
import type {
  CaseResult,
  CheckResult,
  Finding,
  HttpRequest,
  KeptExchange,
  Report,
  Summary,
  Traffic,
} from './report.gen.js';

/**
 * The run as the public report (schema/report.schema.json). Every public field is named here, never spread from the
 * runner's own types, so a rename inside the runner fails to compile here instead of breaking a consumer of the JSON;
 * a field the schema gains is one line below.
 */
export function toReport(report: RunReport): Report {
  const { target } = report;
  const results = report.results.map(caseResultOf);
  return {
    schemaVersion: 1,
    target: {
      name: target.name,
      kind: target.kind,
      baseUrls: { wallet: target.baseUrls.wallet, checkout: target.baseUrls.checkout, payout: target.baseUrls.payout },
    },
    seed: report.seed,
    startedAt: report.startedAt,
    durationMs: report.durationMs,
    requests: report.requests,
    bailed: report.bailed,
    summary: summaryOf(report.summary),
    results,
    failures: failuresOf(results, report.summary.deviations),
    ...(report.traffic && { traffic: trafficOf(report.traffic) }),
    ...(report.notes && { notes: [...report.notes] }),
  };
}

function trafficOf(traffic: NonNullable<RunReport['traffic']>): Traffic {
  const { leftOut } = traffic;
  return {
    judged: traffic.judged,
    leftOut: {
      noAnswer: leftOut.noAnswer,
      otherHost: leftOut.otherHost,
      unknownPath: leftOut.unknownPath,
      paths: { ...leftOut.paths },
    },
  };
}

function summaryOf(summary: Run.Summary): Summary {
  const { cases, checks, coverage } = summary;
  return {
    cases: { passed: cases.passed, failed: cases.failed, notApplicable: cases.notApplicable, error: cases.error },
    checks: {
      run: checks.run,
      passed: checks.passed,
      failed: checks.failed,
      warned: checks.warned,
      unexercised: checks.unexercised,
      byName: Object.fromEntries(
        Object.entries(checks.byName).map(([name, tally]) => [name, { run: tally.run, failed: tally.failed }]),
      ),
    },
    score: summary.score,
    coverage: {
      exercised: coverage.exercised,
      documented: coverage.documented,
      index: coverage.index,
      missing: coverage.missing,
      floor: coverage.floor,
      belowFloor: coverage.belowFloor,
    },
    provisional: summary.provisional.map((choice) => ({
      at: choice.at,
      text: choice.text,
      verdict: choice.verdict,
      evidence: choice.evidence,
    })),
    deviations: summary.deviations.map((deviation) => ({
      case: deviation.case,
      check: deviation.check,
      message: deviation.message,
    })),
    refutedChoices: summary.refutedChoices,
  };
}

function caseResultOf(result: Model.CaseResult): CaseResult {
  const { response } = result;
  return {
    id: result.id,
    kind: result.kind,
    operationId: result.operationId,
    at: result.at,
    expectedStatus: result.expectedStatus,
    outcome: result.outcome,
    ...(result.reason !== undefined && { reason: result.reason }),
    checks: result.checks.map(checkResultOf),
    request: requestOf(result.request),
    ...(response && { response: { status: response.status, contentType: response.contentType, body: response.body } }),
    durationMs: result.durationMs,
    ...(result.samples !== undefined && { samples: result.samples }),
    ...(result.steps && {
      steps: result.steps.map((step) => ({
        stepId: step.stepId,
        request: requestOf(step.request),
        status: step.status,
        outcome: step.outcome,
      })),
    }),
    ...(result.observed && {
      observed: { exchanges: result.observed.exchanges, findings: result.observed.findings.map(findingOf) },
    }),
  };
}

function findingOf(finding: Model.Finding): Finding {
  return {
    check: finding.check,
    at: finding.at,
    count: finding.count,
    message: finding.message,
    ...(finding.expected !== undefined && { expected: finding.expected }),
    ...(finding.actual !== undefined && { actual: finding.actual }),
    first: keptOf(finding.first),
    last: keptOf(finding.last),
  };
}

function keptOf(kept: Model.KeptExchange): KeptExchange {
  const { response } = kept;
  return {
    startedAt: kept.startedAt,
    request: requestOf(kept.request),
    response: { status: response.status, contentType: response.contentType, body: response.body },
  };
}

function checkResultOf(check: Model.CheckResult): CheckResult {
  return {
    name: check.name,
    outcome: check.outcome,
    ...(check.expected !== undefined && { expected: check.expected }),
    ...(check.actual !== undefined && { actual: check.actual }),
    ...(check.message !== undefined && { message: check.message }),
    ...(check.at && { at: check.at }),
  };
}

function requestOf(request: Model.HttpRequest): HttpRequest {
  return {
    method: request.method,
    url: request.url,
    headers: request.headers,
    ...(request.body !== undefined && { body: request.body }),
  };
}
