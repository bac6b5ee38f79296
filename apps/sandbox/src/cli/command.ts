import { parseArgs } from 'node:util';
import type { SandboxBaseline } from '../sandbox.js';
import { OPTIONS, type Option, type OptionName } from './options.js';

/** A mistake in how the command was called: exit code 2, one line. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** What the sandbox is started with; the rest of its settings are read from the environment by serve.ts. */
export interface ServeSettings {
  port: number;
  host: string;
  /** PostgreSQL; embedded PGlite when undefined. */
  databaseUrl: string | undefined;
  /** PGlite's directory; in memory when undefined. Never set with databaseUrl. */
  dataDir: string | undefined;
  /** A bundled OpenAPI document to serve; the one @waas/spec ships when undefined. */
  spec: string | undefined;
  /** Serve `spec` again each time it is written (follow-spec.ts). */
  watch: boolean;
  /** What a new database starts with, and what a reset goes back to: the spec's examples, or nothing. */
  start: SandboxBaseline;
}

export type SandboxCommand = { kind: 'help' } | { kind: 'version' } | ({ kind: 'serve' } & ServeSettings);

type Environment = Record<string, string | undefined>;

/** What parseArgs reads of the table; its own `default` would hide the environment variable. */
const PARSED = Object.fromEntries(
  Object.entries(OPTIONS).map(([name, option]: [string, Option]) => [
    name,
    { type: option.type, ...(option.short && { short: option.short }) },
  ]),
) as { [name in OptionName]: { type: (typeof OPTIONS)[name]['type']; short?: string } };

/** An empty variable counts as unset, as shells and .env files leave them. */
export const variable = (env: Environment, name: string) => (env[name]?.trim() ? env[name] : undefined);

function portFrom(text: string, source: string): number {
  const port = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || port > 65_535)
    throw new UsageError(`${source} must be a port number (0 to 65535), got ${text}`);
  return port;
}

function databaseUrlFrom(text: string, source: string): string {
  // Only the scheme is checked: pg reads forms a WHATWG URL refuses (postgresql://user@/db?host=/var/run/postgresql).
  if (!/^postgres(ql)?:\/\//i.test(text)) {
    const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(text)?.[0];
    // Only the scheme is echoed: the rest of a mistyped URL may hold a password.
    throw new UsageError(`${source} must be a postgresql:// URL, got ${scheme ? `a ${scheme} URL` : 'something else'}`);
  }
  return text;
}

const BASELINES: readonly SandboxBaseline[] = ['seed', 'empty'];

function startFrom(text: string, source: string): SandboxBaseline {
  const baseline = BASELINES.find((name) => name === text.trim());
  if (!baseline) throw new UsageError(`${source} must be ${BASELINES.join(' or ')}, got ${text}`);
  return baseline;
}

/**
 * The engine: a flag wins over both variables, and the two flags together are a mistake. With both variables set,
 * DATABASE_URL wins, as it did before there were flags.
 */
function engineFrom(
  values: { 'database-url'?: string | undefined; 'data-dir'?: string | undefined },
  env: Environment,
) {
  const [url, dir] = [values['database-url'], values['data-dir']];
  if (url !== undefined && dir !== undefined)
    throw new UsageError('--database-url and --data-dir choose two engines: give one');
  if (url !== undefined) return { databaseUrl: databaseUrlFrom(url, '--database-url'), dataDir: undefined };
  if (dir !== undefined) return { databaseUrl: undefined, dataDir: dir };
  const envUrl = variable(env, OPTIONS['database-url'].env);
  if (envUrl !== undefined)
    return { databaseUrl: databaseUrlFrom(envUrl, OPTIONS['database-url'].env), dataDir: undefined };
  return { databaseUrl: undefined, dataDir: variable(env, OPTIONS['data-dir'].env) };
}

/** Reads argv and the environment only: main.ts calls it before anything is loaded or started. */
export function parseCommand(argv: readonly string[], env: Environment): SandboxCommand {
  let values: { [name in OptionName]?: (typeof OPTIONS)[name]['type'] extends 'boolean' ? boolean : string };
  try {
    ({ values } = parseArgs({ args: [...argv], options: PARSED, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  for (const name of ['host', 'database-url', 'data-dir', 'spec', 'start'] as const) {
    if (values[name]?.trim() === '') throw new UsageError(`--${name} needs a value`);
  }
  const port =
    values.port !== undefined
      ? portFrom(values.port, '--port')
      : portFrom(variable(env, OPTIONS.port.env) ?? OPTIONS.port.default, OPTIONS.port.env);
  const host = values.host ?? variable(env, OPTIONS.host.env) ?? OPTIONS.host.default;
  const spec = values.spec ?? variable(env, OPTIONS.spec.env);
  const watch = values.watch === true;
  const start =
    values.start !== undefined
      ? startFrom(values.start, '--start')
      : startFrom(variable(env, OPTIONS.start.env) ?? OPTIONS.start.default, OPTIONS.start.env);
  if (watch && spec === undefined) throw new UsageError('--watch follows the --spec file: give one');
  return { kind: 'serve', port, host, ...engineFrom(values, env), spec, watch, start };
}
