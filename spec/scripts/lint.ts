// Redocly lint where a warning fails like an error: `redocly lint` itself exits 0 on warnings.
import { spawnSync } from 'node:child_process';

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { source: { ref: string }; pointer: string; start?: { line: number } }[] }[];
}

const redocly = new URL('../node_modules/.bin/redocly', import.meta.url).pathname;
const run = spawnSync(redocly, ['lint', 'openapi.yaml', '--config', 'redocly.yaml', '--lint-config', 'error', '--format', 'json'], {
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
console.log(`redocly lint: ${report.totals.errors} errors, ${report.totals.warnings} warnings`);
process.exit(report.totals.errors + report.totals.warnings > 0 || run.status !== 0 ? 1 : 0);
