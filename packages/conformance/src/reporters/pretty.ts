import { NEVER_REFUTES } from '../checks/refutation.js';
import type { Coverage, Fault, Report } from '../report/report.gen.js';
import { failsRun, REFUTES } from './fails-run.js';
import { generatedPassedText, grouped } from './grouping.js';
import { percent } from './percent.js';

/** A fault's name and what it means, as the failure's last words: never a refuted choice. */
const faultNote = (fault: Fault | undefined) =>
  fault ? ` [${fault}: ${NEVER_REFUTES.find((row) => row.fault === fault)?.says ?? fault}]` : '';

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((line) => by + line)
    .join('\n');

/** The default report for a person at a terminal. */
export function renderPretty(report: Report): string {
  const { summary, failures } = report;
  const seconds = (report.durationMs / 1000).toFixed(2);
  const lines: string[] = [
    report.traffic
      ? `Traffic to ${report.target.name} — ${report.traffic.judged} exchanges judged ` +
        `(${report.results.length} operation × status) over ${seconds} s`
      : `Conformance of ${report.target.name} (${report.target.kind}) — ` +
        `${report.results.length} cases in ${seconds} s`,
    '',
  ];
  const { listed, passedGenerated } = grouped(report.results);
  for (const result of listed) {
    const mark = { passed: '✓', failed: '✗', notApplicable: '–', error: '!' }[result.outcome];
    const failed = result.checks.filter((c) => c.outcome === 'failed').map((c) => c.name);
    const unexercised = result.checks.filter((c) => c.outcome === 'unexercised').map((c) => c.name);
    const note =
      result.outcome === 'failed'
        ? `  [${failed.join(', ')}]`
        : result.reason
          ? `  (${result.reason})`
          : unexercised.length > 0
            ? `  (nothing to judge: ${unexercised.join(', ')})`
            : '';
    lines.push(`  ${mark} ${result.id}${note}`);
  }
  for (const tally of passedGenerated) lines.push(`  ✓ ${generatedPassedText(tally)}`);
  if (failures.length > 0) {
    lines.push('', 'Failures', '');
    for (const failure of failures) {
      const refutes = failsRun(failure, summary) ? '' : ` (${REFUTES})`;
      const mark = refutes ? '~' : '✗';
      const fault = faultNote(failure.fault);
      lines.push(`  ${mark} ${failure.caseId} — ${failure.check}: ${failure.message}${refutes}${fault}`);
      lines.push(
        indent(`expected: ${failure.expected}`, '      '),
        indent(`actual:   ${failure.actual}`, '      '),
        `      request:  ${failure.curl}`,
        '',
      );
    }
  }
  // As in JUnit and the exit code: a failed case whose failures only refute our choices does not fail the run.
  const refutingOnly = report.results.filter(
    (r) => r.outcome === 'failed' && !failures.some((f) => f.caseId === r.id && failsRun(f, summary)),
  ).length;
  const tally = summary.provisional.reduce<Record<string, number>>(
    (t, p) => ({ ...t, [p.verdict]: (t[p.verdict] ?? 0) + 1 }),
    {},
  );
  const { cases, checks, coverage } = summary;
  const onlyRefuting = refutingOnly > 0 ? ` (${refutingOnly} of them only ${REFUTES}: reported, not failed)` : '';
  const bailed = report.bailed ? ' (stopped at the first failure)' : '';
  const warnings = checks.warned ? `, ${checks.warned} warnings` : '';
  const unjudged = checks.unexercised ? `; ${checks.unexercised} had nothing to judge` : '';
  const belowFloor = coverage.belowFloor ? ` — below the floor of ${percent(coverage.floor)}` : '';
  const onMock =
    report.target.kind === 'mock'
      ? ' — a mock serves the spec itself, so this confirms nothing about the real service'
      : '';
  lines.push(
    '',
    `Cases:       ${cases.passed} passed, ${cases.failed} failed${onlyRefuting}, ` +
      `${cases.notApplicable} not applicable, ${cases.error} errors${bailed}`,
    `Score:       ${percent(summary.score)} ` +
      `(${checks.passed + checks.warned} of ${checks.run - checks.unexercised} checks passed${warnings}${unjudged})`,
    `Coverage:    ${percent(coverage.index)} ` +
      `(${coverage.exercised} of ${coverage.documented} documented responses exercised)${belowFloor}`,
    `Deviations:  ${summary.deviations.length} from what the document states`,
    report.traffic ? `Left out:    ${leftOutLine(report.traffic)}` : `Generated:   ${generatedLine(report)}`,
    `Provisional: ${tally.confirmed ?? 0} confirmed, ${tally.refuted ?? 0} refuted, ` +
      `${tally.untested ?? 0} untested${onMock}`,
  );
  for (const choice of summary.provisional.filter((p) => p.verdict === 'refuted'))
    lines.push(`  refuted ${choice.at}: ${choice.text}`, `          by ${choice.evidence.join('; ')}`);
  if (summary.provisional.some((p) => p.verdict === 'refuted'))
    lines.push(
      summary.refutedChoices === 'fail'
        ? '  (a refuted choice fails this run: provisional.refuted is fail)'
        : '  (a refuted choice is reported, not failed; ' +
            'provisional.refuted: fail in the profile makes it fail the run)',
    );
  for (const deviation of summary.deviations)
    lines.push(
      `  deviation: ${deviation.case} — ${deviation.check}: ${deviation.message}${faultNote(deviation.fault)}`,
    );
  for (const note of report.notes ?? []) lines.push(`Note:        ${note}`);
  if (summary.coverage.belowFloor) lines.push('', coverageLine(summary.coverage));
  else if (report.traffic && summary.coverage.missing.length > 0)
    lines.push('', `Never seen:  ${byOperation(summary.coverage.missing)}`);
  return lines.join('\n') + '\n';
}

/** The one line that says why a run below its coverage floor fails. */
export function coverageLine(coverage: Coverage): string {
  return (
    `Coverage ${percent(coverage.index)} is below the floor of ${percent(coverage.floor)} (minCoverage); ` +
    `not exercised: ${coverage.missing.join(', ')}`
  );
}

/** `getWalletById 200, getWalletById 404` as `getWalletById (200, 404)`. */
function byOperation(responses: readonly string[]): string {
  const statuses = new Map<string, string[]>();
  for (const response of responses) {
    const [operationId, status] = response.split(' ') as [string, string];
    statuses.set(operationId, [...(statuses.get(operationId) ?? []), status]);
  }
  return [...statuses].map(([operationId, list]) => `${operationId} (${list.join(', ')})`).join(', ');
}

/** What observed traffic held that was not judged, and why. */
function leftOutLine(traffic: NonNullable<Report['traffic']>): string {
  const { noAnswer, otherHost, unknownPath, paths } = traffic.leftOut;
  const first = Object.entries(paths)
    .slice(0, 5)
    .map(([path, count]) => `${path} ×${count}`);
  const more = Object.keys(paths).length > 5 ? ', …' : '';
  const listed = first.length > 0 ? ` (${first.join(', ')}${more})` : '';
  return (
    `${noAnswer} without an answer, ${otherHost} with other hosts, ` +
    `${unknownPath} of no documented operation${listed}`
  );
}

/** How many generated values were tried, in how many cases, and the seed that replays them. */
export function generatedLine(report: Report): string {
  const cases = report.results.filter((r) => r.kind === 'generated' && r.outcome !== 'notApplicable');
  const values = cases.reduce((n, r) => n + (r.samples ?? 0), 0);
  const failed = cases.filter((r) => r.outcome === 'failed').length;
  return `${values} values in ${cases.length} cases, ${failed} failed (--seed ${report.seed} replays them)`;
}
