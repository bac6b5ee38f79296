// The sandbox's command line, written once: parsing (command.ts), `--help` (usage.ts) and the README's tables
// (scripts/readme.ts) all read these tables, so none of them can say something the others do not.
import type { ExitCodes, OptionTable } from '@waas/command-line';

/** In the order --help prints them. */
export const OPTIONS = {
  port: {
    type: 'string',
    env: 'PORT',
    default: '4000',
    placeholder: '<n>',
    description: 'port to listen on; 0 picks a free one, printed on the first line',
  },
  host: {
    type: 'string',
    env: 'HOST',
    default: '127.0.0.1',
    placeholder: '<address>',
    description: 'address to listen on; 0.0.0.0 accepts other machines',
  },
  'database-url': {
    type: 'string',
    env: 'DATABASE_URL',
    placeholder: '<url>',
    description: 'a PostgreSQL server (postgresql://user:password@host:5432/db) instead of embedded PGlite',
  },
  'data-dir': {
    type: 'string',
    env: 'WAAS_SANDBOX_DATA_DIR',
    placeholder: '<dir>',
    description: 'PGlite keeps its data in this directory across restarts; in memory without it',
  },
  spec: {
    type: 'string',
    env: 'WAAS_SANDBOX_SPEC',
    placeholder: '<file>',
    description:
      'serve this bundled OpenAPI document (JSON or YAML) instead of the one it ships, a draft of the next version ' +
      'say; an operation it has no handler for answers its first documented example',
  },
  start: {
    type: 'string',
    env: 'WAAS_SANDBOX_START',
    default: 'seed',
    placeholder: '<seed|empty>',
    description:
      "seed: the spec's examples' organizations, keys, wallets and bank directory; empty: none of them, made through " +
      'the control API (reset goes back to empty); a database that already holds data is kept either way',
  },
  watch: {
    type: 'boolean',
    description:
      'with --spec: serve the file again each time it is written, on the same port and the same data, ' +
      'without a restart',
  },
  reseed: {
    type: 'boolean',
    description:
      "with --watch: reset the sandbox when the spec's examples its seed is made from change " +
      '(else it says a reset is needed)',
  },
  help: { type: 'boolean', short: 'h', description: 'print this help and exit' },
  version: { type: 'boolean', short: 'v', description: 'print the version and exit' },
} as const satisfies OptionTable;

export interface Variable {
  default: string;
  description: string;
}

/**
 * The variables read by the modules behind the command (seed/keys.ts, http/log-level.ts, http/cors.ts,
 * domain/webhooks/environment.ts and schedule.ts), which have no flag: a value they refuse is bad usage (exit 2).
 */
export const ENVIRONMENT = {
  WAAS_DEMO_API_KEY: { default: 'sandbox-key-acme-admin', description: "admin key of the examples' organization" },
  WAAS_DEMO_NON_ADMIN_API_KEY: {
    default: 'sandbox-key-acme',
    description: 'key of the same organization, without admin access',
  },
  WAAS_DEMO_OTHER_API_KEY: { default: 'sandbox-key-globex', description: 'admin key of the second organization' },
  WAAS_SANDBOX_LOG: {
    default: 'warn',
    description:
      'log level: silent, fatal, error, warn (each refused request with why, each fault), ' +
      'info (or 1: a line per request), debug or trace; never a key',
  },
  WAAS_SANDBOX_CONTROL_TOKEN: {
    default: '',
    description:
      'a secret of at least 16 characters: the control API then needs Authorization: Bearer <it>, or an admin ' +
      'x-api-key of the organization it acts on (that organization only); required to listen on anything but loopback',
  },
  WAAS_SANDBOX_CORS_ORIGINS: {
    default: '*',
    description:
      'browser origins allowed to call the sandbox, comma-separated (http://localhost:5173,https://app.example); ' +
      '* for any',
  },
  WAAS_WEBHOOK_RETRY_DELAYS: {
    default: '0,5s,5m,30m,2h,5h,10h,10h',
    description: 'delay before each attempt of a webhook round (Standard Webhooks): as many attempts as entries',
  },
  WAAS_WEBHOOK_TIME_SCALE: {
    default: '0.001',
    description: 'factor on every delay: the whole schedule takes under two minutes; 1 for real durations',
  },
  WAAS_WEBHOOK_JITTER: { default: '0.2', description: 'each delay varies by up to this fraction either way' },
  WAAS_WEBHOOK_TIMEOUT_MS: { default: '10000', description: 'milliseconds one POST to a webhook receiver may take' },
  WAAS_WEBHOOK_POLL_MS: {
    default: '100',
    description:
      'milliseconds before the webhook outbox is looked at again when nothing was due; idle, the looks draw apart up ' +
      'to ten times this, and one comes within it after this sandbox writes an event',
  },
  NODE_DISABLE_COMPILE_CACHE: {
    default: '',
    description:
      "Node's own switch: set, no compiled code is kept for the next start, neither Node's of the modules " +
      "(Node 22.1 and later) nor the sandbox's of PGlite's JavaScript (in the system's temporary directory)",
  },
} as const satisfies Record<string, Variable>;

export const EXIT_CODES = [
  [0, 'stopped by SIGINT, SIGTERM or SIGHUP (also while it starts), or --help/--version'],
  [1, 'could not start (the port is taken, the database is unreachable): one line on stderr'],
  [2, 'bad usage (an unknown option, a bad value of an option or variable): one line on stderr'],
] as const satisfies ExitCodes;
