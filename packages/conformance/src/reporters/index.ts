import type { Redact } from '../redact.js';
import type { RunReport } from '../runner.js';
import { renderHtml } from './html.js';
import { renderJson } from './json.js';
import { renderJunit } from './junit.js';
import { renderPretty } from './pretty.js';

export const REPORTERS = { pretty: renderPretty, json: renderJson, junit: renderJunit, html: renderHtml } satisfies Record<string, (report: RunReport, redact: Redact) => string>;
export type ReporterName = keyof typeof REPORTERS;
