import type { Redact } from '../redact.js';
import type { RunReport } from '../runner.js';
import { failureViews } from './failures.js';

/** The whole report for programs; failures carry their curl command like every other reporter's. */
export function renderJson(report: RunReport, redact: Redact): string {
  return redact(JSON.stringify({ ...report, failures: failureViews(report.results, redact) }, null, 2)) + '\n';
}
