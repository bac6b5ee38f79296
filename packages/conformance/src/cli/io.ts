import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError, readProfileFile } from '../profile/load.js';
import type { ProfileFile } from '../profile/schema.js';
import { profilePath } from '../profile/shipped.js';
import { REPORTERS, type ReporterName } from '../reporters/index.js';
import type { RunReport } from '../run/runner.js';

export interface Io {
  stdout: NodeJS.WriteStream | { write(text: string): unknown; isTTY?: boolean };
  stderr: NodeJS.WriteStream | { write(text: string): unknown; isTTY?: boolean };
  env: Record<string, string | undefined>;
  cwd: string;
  /** Stops a command that runs until stopped (proxy); without it, SIGINT and SIGTERM do. */
  signal?: AbortSignal;
}

/**
 * `--profile`, read as every command reads it (a shipped profile by name, `${NAME}` from the environment); none: `{}`.
 */
export const profileFileOf = (profile: string | undefined, io: Io): ProfileFile =>
  profile ? readProfileFile(profilePath(profile, io.cwd), io.env) : {};

export const wholeNumber = (name: string, text: string, min: number) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new ConfigError(`--${name} must be a whole number of at least ${min}, got ${text}`);
  return value;
};

export function oneOf<T extends string>(name: string, text: string | undefined, allowed: readonly T[]): T | undefined {
  if (text === undefined) return undefined;
  if (!allowed.includes(text as T))
    throw new ConfigError(`--${name} must be one of ${allowed.join(', ')}, got ${text}`);
  return text as T;
}

export type Output = { name: ReporterName; file?: string };

/**
 * `--reporter name[=file]`, read before anything runs, so a misspelled reporter costs no run. Two reporters on stdout
 * or in one file would interleave or overwrite each other: refused, as a usage error.
 */
export function outputsOf(specs: string[], cwd: string): Output[] {
  const outputs = specs.map((spec): Output => {
    const [name, file] = spec.split(/=(.*)/s, 2) as [string, string | undefined];
    const reporter = oneOf('reporter', name, Object.keys(REPORTERS) as ReporterName[])!;
    return file ? { name: reporter, file: resolve(cwd, file) } : { name: reporter };
  });
  const toStdout = outputs.filter((o) => o.file === undefined);
  if (toStdout.length > 1)
    throw new ConfigError(
      `--reporter ${toStdout.map((o) => o.name).join(' and ')}: only one reporter may write to stdout; ` +
        'give the others a file (--reporter name=file)',
    );
  for (const output of outputs) {
    const same = outputs.filter((o) => o.file !== undefined && o.file === output.file);
    if (same.length > 1)
      throw new ConfigError(
        `--reporter ${same.map((o) => o.name).join(' and ')} write to one file, ${output.file}; ` +
          'give each reporter its own file',
      );
  }
  return outputs;
}

export function writeReports(report: RunReport, outputs: readonly Output[], io: Io): void {
  for (const output of outputs) {
    const text = REPORTERS[output.name](report);
    if (output.file) {
      mkdirSync(dirname(output.file), { recursive: true });
      writeFileSync(output.file, text);
      io.stderr.write(`${output.name} report: ${output.file}\n`);
    } else io.stdout.write(text);
  }
}
