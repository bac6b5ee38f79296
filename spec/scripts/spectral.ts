// Spectral's CLI, as users run it, on one OpenAPI document with the spec's ruleset (.spectral.yaml).
import { spawnSync } from 'node:child_process';

export interface SpectralResult {
  code: string;
  message: string;
  /** Spectral's severity: 0 error, 1 warning, 2 information, 3 hint. */
  severity: number;
  path: (string | number)[];
}

const SEVERITIES = ['error', 'warning', 'information', 'hint'];
const specDirectory = new URL('..', import.meta.url).pathname;
const spectral = new URL('../node_modules/.bin/spectral', import.meta.url).pathname;

/** Every result Spectral reports for `file` (a path relative to spec/), whatever its severity. */
export function spectralResults(file: string, ruleset = '.spectral.yaml'): SpectralResult[] {
  const run = spawnSync(spectral, ['lint', file, '--ruleset', ruleset, '--format', 'json', '--quiet'], {
    cwd: specDirectory,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || !run.stdout.trimStart().startsWith('[')) throw run.error ?? new Error(`spectral lint ${file}: ${run.stderr || run.stdout}`);
  return JSON.parse(run.stdout) as SpectralResult[];
}

/** One line per result, in the form of Spectral's own output: severity, rule and where in the document. */
export const describeResult = ({ code, message, severity, path }: SpectralResult) =>
  `${SEVERITIES[severity] ?? severity} ${code}: ${message}\n  at ${path.join('.')}`;
