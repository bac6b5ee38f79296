import type { RunReport } from '../run/runner.js';

/** One line of what the traffic held: judged, failed, left out and why. */
export function trafficLine(report: RunReport): string {
  const { judged, leftOut } = report.traffic!;
  const findings = report.results.reduce((n, r) => n + (r.observed?.findings.reduce((m, f) => m + f.count, 0) ?? 0), 0);
  const left = [
    leftOut.noAnswer && `${leftOut.noAnswer} without an answer`,
    leftOut.otherHost && `${leftOut.otherHost} with other hosts`,
    leftOut.unknownPath && `${leftOut.unknownPath} of no documented operation`,
  ].filter(Boolean);
  return `waas-conformance: ${judged} exchanges judged, ${findings} failed checks in them${left.length > 0 ? `; left out: ${left.join(', ')}` : ''}`;
}
