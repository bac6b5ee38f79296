import type { Report } from '../report/report.gen.js';
import { toReport } from '../report/to-report.js';
import type { RunReport } from '../run/runner.js';
import { renderHtml } from './html.js';
import { renderJson } from './json.js';
import { renderJunit } from './junit.js';
import { renderPretty } from './pretty.js';

/** Every reporter reads the public report, mapped from the run here, so none depends on the runner's own types. */
const reading = (render: (report: Report) => string) => (report: RunReport) => render(toReport(report));

export const REPORTERS = {
  pretty: reading(renderPretty),
  json: reading(renderJson),
  junit: reading(renderJunit),
  html: reading(renderHtml),
} satisfies Record<string, (report: RunReport) => string>;
export type ReporterName = keyof typeof REPORTERS;
