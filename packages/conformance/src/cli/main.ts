// `waas-conformance run [--target <url>] [options]`: the options, --help and the exit codes are the tables of
// options.ts; a configuration or target error is one line on stderr, never a stack trace.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { TargetKind } from '../core/model.js';
import { ConfigError, readProfileFile, resolveProfile, type ProfileOverrides } from '../profile/load.js';
import { MATCH_MODES, type MatchMode } from '../profile/profile.js';
import { profilePath } from '../profile/shipped.js';
import type { ProfileFile } from '../profile/schema.js';
import { REPORTERS, type ReporterName } from '../reporters/index.js';
import { coverageLine } from '../reporters/pretty.js';
import { progress } from '../reporters/progress.js';
import { run, type RunReport } from '../run/runner.js';
import { TargetError } from '../run/target.js';
import { exitCode } from './exit-code.js';
import { PARSED } from './options.js';
import { USAGE } from './usage.js';

// Read at run time from the package's own package.json (two folders up from src/cli/ and dist/cli/), as npm installed it.
const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

export interface Io {
  stdout: NodeJS.WriteStream | { write(text: string): unknown; isTTY?: boolean };
  stderr: NodeJS.WriteStream | { write(text: string): unknown; isTTY?: boolean };
  env: Record<string, string | undefined>;
  cwd: string;
}

const wholeNumber = (name: string, text: string, min: number) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`--${name} must be a whole number of at least ${min}, got ${text}`);
  return value;
};

function oneOf<T extends string>(name: string, text: string | undefined, allowed: readonly T[]): T | undefined {
  if (text === undefined) return undefined;
  if (!allowed.includes(text as T)) throw new ConfigError(`--${name} must be one of ${allowed.join(', ')}, got ${text}`);
  return text as T;
}

function reporters(specs: string[], cwd: string): { name: ReporterName; file?: string }[] {
  return specs.map((spec) => {
    const [name, file] = spec.split(/=(.*)/s, 2) as [string, string | undefined];
    const reporter = oneOf('reporter', name, Object.keys(REPORTERS) as ReporterName[])!;
    return file ? { name: reporter, file: resolve(cwd, file) } : { name: reporter };
  });
}

/** Runs the command line and returns the exit code; the library entry is `run`. */
export async function main(argv: string[], io: Io): Promise<number> {
  try {
    const { values, positionals } = parseArgs({ args: argv, options: PARSED, allowPositionals: true, strict: true });
    if (values.version) {
      io.stdout.write(`${version}\n`);
      return 0;
    }
    if (values.help || positionals.length === 0) {
      io.stdout.write(USAGE);
      return values.help ? 0 : 2;
    }
    if (positionals[0] !== 'run' || positionals.length > 1) throw new ConfigError(`unknown command ${positionals.join(' ')}; the command is run`);
    const file: ProfileFile = values.profile ? readProfileFile(profilePath(values.profile, io.cwd), io.env) : {};
    const overrides: ProfileOverrides = {};
    if (values.target) overrides.target = values.target;
    if (values['api-key']) overrides.apiKey = values['api-key'];
    const kind = oneOf<TargetKind>('target-kind', values['target-kind'], ['mock', 'live']);
    if (kind) overrides.kind = kind;
    const match = oneOf<MatchMode>('match', values.match, MATCH_MODES);
    if (match) overrides.match = match;
    const outputs = reporters(values.reporter, io.cwd);
    const profile = resolveProfile(file, overrides);
    const live = progress(io.stderr as NodeJS.WriteStream);
    const report: RunReport = await run({
      profile,
      selection: { only: values.only, skip: values.skip },
      concurrency: wholeNumber('concurrency', values.concurrency, 1),
      timeoutMs: wholeNumber('timeout', values.timeout, 1),
      retries: wholeNumber('retries', values.retries, 0),
      bail: values.bail,
      webhooks: values.webhooks,
      generated: {
        ...(values.seed !== undefined && { seed: wholeNumber('seed', values.seed, 0) }),
        maxCases: wholeNumber('max-cases', values['max-cases'], 0),
      },
      onResult: live.onResult,
    });
    live.done();
    for (const output of outputs) {
      const text = REPORTERS[output.name](report);
      if (output.file) {
        mkdirSync(dirname(output.file), { recursive: true });
        writeFileSync(output.file, text);
        io.stderr.write(`${output.name} report: ${output.file}\n`);
      } else io.stdout.write(text);
    }
    const code = exitCode(report.summary);
    if (code === 1 && report.summary.coverage.belowFloor) io.stderr.write(`waas-conformance: ${coverageLine(report.summary.coverage)}\n`);
    return code;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof TargetError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.stderr.write(`waas-conformance: ${(error as Error).message}\n`);
      return 2;
    }
    throw error;
  }
}
