import { type CommandLine, type Environment, parseCommandLine, UsageError } from '@waas/command-line';
import type { SandboxBaseline } from '../sandbox.js';
import { OPTIONS } from './options.js';

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
  /** With `watch`: reset when the seed's examples change. */
  reseed: boolean;
  /** What a new database starts with, and what a reset goes back to: the spec's examples, or nothing. */
  start: SandboxBaseline;
}

export type SandboxCommand = { kind: 'help' } | { kind: 'version' } | ({ kind: 'serve' } & ServeSettings);

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
function engineFrom({ values, sources, given }: CommandLine<typeof OPTIONS>) {
  const [url, dir] = [values['database-url'], values['data-dir']];
  if (given.includes('database-url') && given.includes('data-dir'))
    throw new UsageError('--database-url and --data-dir choose two engines: give one');
  if (given.includes('data-dir')) return { databaseUrl: undefined, dataDir: dir };
  if (url !== undefined) return { databaseUrl: databaseUrlFrom(url, sources['database-url']), dataDir: undefined };
  return { databaseUrl: undefined, dataDir: dir };
}

/** Reads argv and the environment only: main.ts calls it before anything is loaded or started. */
export function parseCommand(argv: readonly string[], env: Environment): SandboxCommand {
  const line = parseCommandLine(OPTIONS, argv, { env });
  const { values, sources } = line;
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  // A variable left blank is unset; a flag given blank is a mistake.
  for (const name of ['host', 'database-url', 'data-dir', 'spec', 'start'] as const) {
    if (values[name]?.trim() === '') throw new UsageError(`--${name} needs a value`);
  }
  const port = portFrom(values.port, sources.port);
  const start = startFrom(values.start, sources.start);
  if (values.watch && values.spec === undefined) throw new UsageError('--watch follows the --spec file: give one');
  if (values.reseed && !values.watch) throw new UsageError('--reseed acts on what --watch serves: give --watch too');
  const { host, spec, watch } = values;
  return { kind: 'serve', port, host, ...engineFrom(line), spec, watch, reseed: values.reseed === true, start };
}
