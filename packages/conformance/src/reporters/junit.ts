import type { CaseResult, Report } from '../report/report.gen.js';
import { failsRun, REFUTES } from './fails-run.js';
import { generatedPassedText, grouped } from './grouping.js';

const xml = (text: string) =>
  text
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/**
 * JUnit XML for CI: one testsuite per operation, one testcase per case, each failed check a failure element; the
 * generated cases that passed are one testcase per operation with their count.
 */
export function renderJunit(report: Report): string {
  const { failures } = report;
  const failing = (result: CaseResult) =>
    result.outcome === 'failed' && failures.some((f) => f.caseId === result.id && failsRun(f, report.summary));
  const { listed, passedGenerated } = grouped(report.results);
  const byOperation = new Map<string, CaseResult[]>();
  for (const result of listed)
    byOperation.set(result.operationId, [...(byOperation.get(result.operationId) ?? []), result]);
  for (const tally of passedGenerated) byOperation.set(tally.operationId, byOperation.get(tally.operationId) ?? []);
  const suites = [...byOperation].map(([operationId, results]) => {
    const tally = passedGenerated.find((g) => g.operationId === operationId);
    const counted = tally
      ? [
          `    <testcase classname="${xml(operationId)}" name="${xml(generatedPassedText(tally))}" ` +
            `time="${(tally.durationMs / 1000).toFixed(3)}"></testcase>`,
        ]
      : [];
    const cases = results.map((result) => {
      const time = (result.durationMs / 1000).toFixed(3);
      const open = `    <testcase classname="${xml(operationId)}" name="${xml(result.id)}" time="${time}">`;
      if (result.outcome === 'notApplicable')
        return `${open}<skipped message="${xml(result.reason ?? '')}"/></testcase>`;
      const own = failures.filter((f) => f.caseId === result.id);
      const failing = own.filter((f) => failsRun(f, report.summary));
      // A case that only refutes our provisional choices passes, as the exit code has it, and says what it refuted.
      const refuted = own
        .filter((f) => !failsRun(f, report.summary))
        .map(
          (f) =>
            `${REFUTES}: ${f.check}: ${f.message}\nexpected: ${f.expected}\nactual: ${f.actual}\nrequest: ${f.curl}`,
        );
      // Refutations and faults as properties too, so a CI dashboard can count and filter them without parsing text.
      const properties = [
        ...own.filter((f) => !failsRun(f, report.summary)).map((f) => ['refutation', `${f.check}: ${f.message}`]),
        ...failing.filter((f) => f.fault !== undefined).map((f) => ['fault', `${f.fault}: ${f.check}`]),
      ].map(([name, value]) => `        <property name="${name}" value="${xml(value!)}"/>`);
      const props = properties.length > 0 ? [`      <properties>\n${properties.join('\n')}\n      </properties>`] : [];
      const out = refuted.length > 0 ? [`      <system-out>${xml(refuted.join('\n\n'))}</system-out>`] : [];
      if (failing.length === 0)
        return [...props, ...out].length === 0
          ? `${open}</testcase>`
          : `${open}\n${[...props, ...out].join('\n')}\n    </testcase>`;
      // One failure element a failed case, its checks listed inside: the suites' failure counts are the elements'.
      const tag = result.outcome === 'error' ? 'error' : 'failure';
      const checks = [...new Set(failing.map((f) => f.check))];
      const message =
        failing.length === 1 ? failing[0]!.message : `${failing.length} checks failed: ${checks.join(', ')}`;
      const text = failing
        .map(
          (f) =>
            `${f.check}: ${f.message}${f.fault ? ` [${f.fault}]` : ''}\n` +
            `expected: ${f.expected}\nactual: ${f.actual}\nrequest: ${f.curl}`,
        )
        .join('\n\n');
      const body = `      <${tag} type="${checks.join(',')}" message="${xml(message)}">${xml(text)}</${tag}>`;
      return `${open}\n${[...props, body, ...out].join('\n')}\n    </testcase>`;
    });
    const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
    const attributes =
      `name="${xml(operationId)}" tests="${results.length + counted.length}" ` +
      `failures="${results.filter(failing).length}" errors="${count('error')}" skipped="${count('notApplicable')}"`;
    return `  <testsuite ${attributes}>\n${[...cases, ...counted].join('\n')}\n  </testsuite>`;
  });
  const total = listed.length + passedGenerated.length;
  const failed = report.results.filter(failing).length;
  const attributes =
    `name="conformance ${xml(report.target.name)}" tests="${total}" failures="${failed}" ` +
    `time="${(report.durationMs / 1000).toFixed(3)}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ${attributes}>\n${suites.join('\n')}\n</testsuites>\n`;
}
