// The spec's linters, where a warning fails like an error (`redocly lint` itself exits 0 on warnings): Redocly on
// the sources and the Arazzo workflows, then, on the bundle that tools read, Spectral's OpenAPI ruleset and the
// schema shapes generators read badly.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { loadBundle } from '../src/bundle.js';
import { schemaShapeProblems } from './schema-shapes.js';
import { describeResult, spectralResults } from './spectral.js';

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { source: { ref: string }; pointer: string; start?: { line: number } }[] }[];
}

const redocly = new URL('../node_modules/.bin/redocly', import.meta.url).pathname;
const workflows = readdirSync(new URL('../workflows/', import.meta.url)).filter((f) => f.endsWith('.arazzo.yaml')).map((f) => `workflows/${f}`);
let failed = false;
// One file a run: with several, redocly writes one JSON document after another.
for (const file of ['openapi.yaml', ...workflows]) {
  const run = spawnSync(redocly, ['lint', file, '--config', 'redocly.yaml', '--lint-config', 'error', '--format', 'json'], {
    cwd: new URL('..', import.meta.url).pathname,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || !run.stdout.trimStart().startsWith('{')) {
    console.error(run.error ?? run.stderr);
    process.exit(2);
  }
  const report = JSON.parse(run.stdout) as LintReport;
  for (const { ruleId, severity, message, location } of report.problems) {
    const where = location.map((l) => `${l.source.ref}${l.start ? `:${l.start.line}` : ''} ${l.pointer}`).join(', ');
    console.log(`${severity} ${ruleId}: ${message}\n  at ${where}`);
  }
  console.log(`redocly lint ${file}: ${report.totals.errors} errors, ${report.totals.warnings} warnings`);
  failed ||= report.totals.errors + report.totals.warnings > 0 || run.status !== 0;
}

const results = spectralResults('dist/openapi.json');
for (const result of results) console.log(describeResult(result));
console.log(`spectral lint dist/openapi.json: ${results.length} results`);

const shapes = schemaShapeProblems(loadBundle());
for (const problem of shapes) console.log(`error ${problem}`);
console.log(`schema shapes of dist/openapi.json: ${shapes.length} problems`);

process.exit(failed || results.length + shapes.length > 0 ? 1 : 0);
