import type { Report } from '../report/report.gen.js';

/** The public report for programs, as schema/report.schema.json describes it; failures carry their curl command. */
export function renderJson(report: Report): string {
  return JSON.stringify(report, null, 2) + '\n';
}
