// Redocly lint of the spec and its Arazzo workflows, where a warning fails like an error: `redocly lint` itself
// exits 0 on warnings.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

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
process.exit(failed ? 1 : 0);
