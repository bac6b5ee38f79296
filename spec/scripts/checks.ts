// Every contract check of the spec, each printing its problems as `file:line:column severity rule message` so a
// terminal or an editor opens the place. The linters run on the sources, side by side in their own processes; the
// checks of the whole document run on a fresh bundle of the working tree. A warning fails like an error.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { OpenApiDocument } from '../src/bundle.js';
import { readPendingChangesets } from '../src/diff/changesets.js';
import { diffDocuments } from '../src/diff/document-diff.js';
import { judge } from '../src/diff/gate.js';
import { bundleWorkingTree, readReleased } from '../src/diff/sources.js';
import { utcDay } from '../src/diff/sunset.js';
import { collectProvisional, provisionalTable, withProvisionalTable } from '../src/provisional.js';
import { CONVENTIONS, conventionProblems } from './conventions.js';

const run = promisify(execFile);
const specDir = fileURLToPath(new URL('..', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name: string) => join(specDir, 'node_modules', '.bin', name);
const place = (file: string, line: number, column: number) => `${relative(root, file)}:${line}:${column}`;

export interface Check {
  name: string;
  /** Linters read the sources file by file; the others read the whole bundle. */
  kind: 'lint' | 'document';
  /** One line per problem; none when the check passes. */
  problems(bundle: () => Promise<OpenApiDocument>): Promise<string[]>;
}

interface RedoclyReport {
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location: { source: { ref: string }; start?: { line: number; col: number } }[];
  }[];
}

/** JSON documents written one after another (`{...}{...}`), as `redocly lint --format json` prints one per file. */
export function jsonDocuments(text: string): unknown[] {
  const documents: unknown[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' && depth++ === 0) start = i;
    else if (c === '}' && --depth === 0) documents.push(JSON.parse(text.slice(start, i + 1)));
  }
  return documents;
}

/**
 * `redocly lint` with the spec's config, on the sources and the Arazzo workflows in one process; it exits 0 on
 * warnings, so its JSON reports are read instead of its exit code.
 */
export function redoclyCheck(files: string[]): Check {
  return {
    name: `redocly lint ${files.join(' ')}`,
    kind: 'lint',
    async problems() {
      const { stdout } = await run(
        bin('redocly'),
        ['lint', ...files, '--config', 'redocly.yaml', '--lint-config', 'error', '--format', 'json'],
        { cwd: specDir, maxBuffer: 64 * 1024 * 1024 },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const reports = jsonDocuments(stdout) as RedoclyReport[];
      if (reports.length !== files.length)
        throw new Error(`redocly lint printed ${reports.length} reports for ${files.length} files:\n${stdout}`);
      return reports.flatMap((report, i) =>
        report.problems.map(({ ruleId, severity, message, location }) => {
          const [at] = location;
          const where = at ? place(join(specDir, at.source.ref), at.start?.line ?? 1, at.start?.col ?? 1) : files[i];
          return `${where} ${severity} ${ruleId} ${message}`;
        }),
      );
    },
  };
}

export interface SpectralResult {
  code: string;
  message: string;
  /** Spectral's severity: 0 error, 1 warning, 2 information, 3 hint. */
  severity: number;
  path: (string | number)[];
  source?: string;
  range: { start: { line: number; character: number } };
}

const SEVERITIES = ['error', 'warning', 'information', 'hint'];

/** Every result Spectral reports for `file` (relative to spec/) with `ruleset`, whatever its severity. */
export async function spectralResults(file: string, ruleset = '.spectral.yaml'): Promise<SpectralResult[]> {
  if (!existsSync(join(specDir, 'dist', 'lib', 'contract')))
    throw new Error('The contract rules are compiled by `pnpm --filter @waas/spec build`: run it once first.');
  const { stdout, stderr } = await run(
    bin('spectral'),
    ['lint', file, '--ruleset', ruleset, '--format', 'json', '--quiet'],
    { cwd: specDir, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? '',
  }));
  if (!stdout.trimStart().startsWith('[')) throw new Error(`spectral lint ${file}: ${stderr || stdout}`);
  return JSON.parse(stdout) as SpectralResult[];
}

/** One line per result: where (Spectral counts lines from 0), severity, rule and message. */
export const describeResult = ({ code, message, severity, source, range }: SpectralResult) =>
  `${place(source ?? join(specDir, 'openapi.yaml'), range.start.line + 1, range.start.character + 1)} ` +
  `${SEVERITIES[severity] ?? severity} ${code} ${message}`;

const spectral: Check = {
  name: 'spectral lint openapi.yaml (spectral:oas and the contract rules)',
  kind: 'lint',
  problems: async () => (await spectralResults('openapi.yaml')).map(describeResult),
};

const conventions: Check = {
  name: `team conventions on the sources (${CONVENTIONS.map((convention) => convention.name).join(', ')})`,
  kind: 'lint',
  problems: async () => conventionProblems(join(specDir, 'openapi.yaml'), root),
};

const provisional: Check = {
  name: 'list of provisional choices (spec/PROVISIONAL.md)',
  kind: 'document',
  async problems(bundle) {
    const list = readFileSync(join(specDir, 'PROVISIONAL.md'), 'utf8');
    const current = list === withProvisionalTable(list, provisionalTable(collectProvisional(await bundle())));
    return current
      ? []
      : [
          'spec/PROVISIONAL.md:1:1 error provisional-list the list of x-provisional choices is out of date: ' +
            'run `pnpm --filter @waas/spec provisional`',
        ];
  },
};

const gate: Check = {
  name: 'release gate (pnpm spec gate)',
  kind: 'document',
  async problems(bundle) {
    const changes = diffDocuments(readReleased(specDir), await bundle(), utcDay(new Date()));
    const verdict = judge(changes, readPendingChangesets(join(root, '.changeset')), {
      base: 'the released spec',
      root,
      sinceRelease: true,
    });
    return verdict.passed ? [] : [verdict.message];
  },
};

const workflows = readdirSync(join(specDir, 'workflows'))
  .filter((f) => f.endsWith('.arazzo.yaml'))
  .sort();

export const CHECKS: Check[] = [
  redoclyCheck(['openapi.yaml', ...workflows.map((f) => `workflows/${f}`)]),
  spectral,
  conventions,
  provisional,
  gate,
];

/** Runs `checks` side by side, prints each one's problems and time, and says whether all passed. */
export async function runChecks(checks: Check[]): Promise<boolean> {
  let bundled: Promise<OpenApiDocument> | undefined;
  const bundle = () => (bundled ??= Promise.resolve().then(() => bundleWorkingTree(specDir)));
  const started = performance.now();
  const outcomes = await Promise.all(
    checks.map(async (check) => {
      const start = performance.now();
      const problems = await check
        .problems(bundle)
        .catch((error: unknown) => [`error ${error instanceof Error ? error.message : String(error)}`]);
      return { check, problems, ms: performance.now() - start };
    }),
  );
  for (const { check, problems, ms } of outcomes) {
    for (const problem of problems) console.log(problem);
    const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
    console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${check.name}: ${count} (${(ms / 1000).toFixed(1)} s)`);
  }
  const failed = outcomes.filter((o) => o.problems.length > 0).length;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${checks.length - failed} of ${checks.length} checks passed in ${seconds} s.`);
  return failed === 0;
}
