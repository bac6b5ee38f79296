// `waas-conformance run [--target <url>] [options]`: exit 0 when every check passed, 1 when one failed,
// 2 on a configuration or target error (one line on stderr, never a stack trace).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { TargetKind } from './model.js';
import { ConfigError, readProfileFile, resolveProfile, type ProfileOverrides } from './profile/load.js';
import { MATCH_MODES, type MatchMode } from './profile/profile.js';
import { profilePath, SHIPPED_PROFILES } from './profile/shipped.js';
import type { ProfileFile } from './profile/schema.js';
import { REPORTERS, type ReporterName } from './reporters/index.js';
import { coverageLine } from './reporters/pretty.js';
import { progress } from './reporters/progress.js';
import { redactorFor, run, type RunReport } from './runner.js';
import { TargetError } from './target.js';

// Read at run time from the package's own package.json (one folder up from src/ and dist/), as npm installed it.
const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

export const USAGE = `Usage: waas-conformance run [--target <url>] [--profile <file>] [options]

  --target <url>          base URL of all three hosts (wallet, checkout, payout); optional when the profile has them
  --profile <file>        YAML or JSON profile: base URLs, keys, fixtures, capabilities, match, webhooks;
                          ${SHIPPED_PROFILES.join(', ')} (or <name>.yaml): the shipped profile, unless that file exists here
  --api-key <key>         the organization's key (or keys.organization in the profile)
  --target-kind <kind>    mock or live; detected when left out (Prism answers unknown paths its own way)
  --match <mode>          schema, determined, subset or exact (default: exact on a mock, determined on a live target)
  --only <name>           run only this operationId or tag (repeatable)
  --skip <name>           skip this operationId or tag (repeatable)
  --concurrency <n>       requests in flight (default 8)
  --timeout <ms>          per request (default 10000)
  --retries <n>           extra attempts after a network error (default 0)
  --bail                  stop at the first failure
  --webhooks              also check the webhooks: the inflow, and each kind webhooks.causes can cause
  --seed <n>              replay the generated values of an earlier run (default: a new seed, shown in the report)
  --max-cases <n>         requests spent on generated values (default 2000; 0 turns them off); on a live
                          target only with capabilities.generated in the profile
  --reporter <r[=file]>   pretty (default), json, junit or html; repeatable; without a file, to stdout
  -v, --version           print the version and exit
  -h, --help              print this and exit

Exit codes: 0 every check passed (and coverage reached the floor); 1 a check failed or coverage is below the floor;
2 a configuration or target error (a bad option or profile, an unreachable target, a case with no HTTP answer).
`;

const OPTIONS = {
  target: { type: 'string' },
  profile: { type: 'string' },
  'api-key': { type: 'string' },
  'target-kind': { type: 'string' },
  match: { type: 'string' },
  only: { type: 'string', multiple: true, default: [] as string[] },
  skip: { type: 'string', multiple: true, default: [] as string[] },
  concurrency: { type: 'string', default: '8' },
  timeout: { type: 'string', default: '10000' },
  retries: { type: 'string', default: '0' },
  bail: { type: 'boolean', default: false },
  webhooks: { type: 'boolean', default: false },
  seed: { type: 'string' },
  'max-cases': { type: 'string' },
  reporter: { type: 'string', multiple: true, default: [] as string[] },
  help: { type: 'boolean', short: 'h', default: false },
  version: { type: 'boolean', short: 'v', default: false },
} satisfies ParseArgsConfig['options'];

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
  return (specs.length === 0 ? ['pretty'] : specs).map((spec) => {
    const [name, file] = spec.split(/=(.*)/s, 2) as [string, string | undefined];
    const reporter = oneOf('reporter', name, Object.keys(REPORTERS) as ReporterName[])!;
    return file ? { name: reporter, file: resolve(cwd, file) } : { name: reporter };
  });
}

/** Runs the command line and returns the exit code; the library entry is `run`. */
export async function main(argv: string[], io: Io): Promise<number> {
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
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
        ...(values['max-cases'] !== undefined && { maxCases: wholeNumber('max-cases', values['max-cases'], 0) }),
      },
      onResult: live.onResult,
    });
    live.done();
    const redact = redactorFor(profile);
    for (const output of outputs) {
      const text = REPORTERS[output.name](report, redact);
      if (output.file) {
        mkdirSync(dirname(output.file), { recursive: true });
        writeFileSync(output.file, text);
        io.stderr.write(`${output.name} report: ${output.file}\n`);
      } else io.stdout.write(text);
    }
    if (report.summary.cases.error > 0) return 2;
    if (report.summary.coverage.belowFloor) io.stderr.write(`waas-conformance: ${coverageLine(report.summary.coverage)}\n`);
    return report.summary.cases.failed > 0 || report.summary.coverage.belowFloor ? 1 : 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof TargetError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.stderr.write(`waas-conformance: ${(error as Error).message}\n`);
      return 2;
    }
    throw error;
  }
}
