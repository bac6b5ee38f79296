import type { Redact } from '../core/redact.js';
import type { Report } from '../report/report.gen.js';

/** The public report for programs, as schema/report.schema.json describes it; failures carry their curl command. */
export function renderJson(report: Report, redact: Redact): string {
  return redact(JSON.stringify(report, null, 2)) + '\n';
}
