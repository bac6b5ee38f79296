// The mock's command line, written once: parsing, `--help` and the README's option table all read OPTIONS.
import { parseArgs } from 'node:util';

interface Option {
  type: 'string' | 'boolean';
  short?: string;
  /** The environment variable the option also comes from; the flag wins. */
  env?: string;
  default?: string;
  placeholder?: string;
  description: string;
}

export const OPTIONS = {
  port: {
    type: 'string',
    env: 'PORT',
    default: '4010',
    placeholder: '<n>',
    description: 'port to listen on (0: a free port, printed on the first line)',
  },
  host: {
    type: 'string',
    env: 'HOST',
    default: '127.0.0.1',
    placeholder: '<address>',
    description: 'address to listen on (0.0.0.0 to accept other machines)',
  },
  help: { type: 'boolean', short: 'h', description: 'print this help and exit' },
  version: { type: 'boolean', short: 'v', description: 'print the version and exit' },
} as const satisfies Record<string, Option>;

/** What parseArgs reads of the table; its own `default` would hide the environment variable. */
const PARSED = Object.fromEntries(
  Object.entries(OPTIONS).map(([name, option]: [string, Option]) => [
    name,
    { type: option.type, ...(option.short && { short: option.short }) },
  ]),
) as { [name in keyof typeof OPTIONS]: { type: (typeof OPTIONS)[name]['type']; short?: string } };

export const EXIT_CODES = [
  [0, 'stopped by SIGINT, SIGTERM or SIGHUP, or --help/--version'],
  [1, 'could not start (the port is taken, Prism failed): one line on stderr'],
  [2, 'bad usage (an unknown option, a port that is not a number): one line on stderr'],
] as const;

/** A mistake in how the command was called: exit code 2, one line. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export type MockCommand = { kind: 'help' } | { kind: 'version' } | { kind: 'serve'; host: string; port: number };

export function parseCommand(argv: readonly string[], env: Record<string, string | undefined>): MockCommand {
  let values: { port?: string; host?: string; help?: boolean; version?: boolean };
  try {
    ({ values } = parseArgs({ args: [...argv], options: PARSED, strict: true, allowPositionals: false }));
  } catch (error) {
    // parseArgs explains some mistakes over several lines (`--port -1`); the command promises one.
    throw new UsageError((error as Error).message.replaceAll('\n', ' '));
  }
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  const [portSource, portText] =
    values.port !== undefined
      ? ['--port', values.port]
      : env.PORT !== undefined
        ? ['PORT', env.PORT]
        : ['--port', OPTIONS.port.default];
  // Decimal digits only: Number() would also take `0x1000`, `1e3` and ` 80 `.
  const port = Number(portText);
  if (!/^\d{1,5}$/.test(portText) || port > 65_535)
    throw new UsageError(`${portSource} must be a port number (0 to 65535), got ${portText}`);
  return { kind: 'serve', host: values.host ?? env.HOST ?? OPTIONS.host.default, port };
}

function flag(name: string, option: Option): string {
  const short = option.short ? `-${option.short}, ` : '';
  return `${short}--${name}${option.placeholder ? ` ${option.placeholder}` : ''}`;
}

function detail(option: Option): string {
  const notes = [option.env && `env ${option.env}`, option.default && `default ${option.default}`].filter(Boolean);
  return notes.length ? `${option.description} (${notes.join('; ')})` : option.description;
}

export function usage(): string {
  const rows = Object.entries(OPTIONS).map(
    ([name, option]: [string, Option]) => `  ${flag(name, option).padEnd(24)}${detail(option)}`,
  );
  return [
    'Usage: waas-mock [options]',
    '',
    'A mock of the Wallet, Checkout and Payout API: Prism serving every documented response of the bundled spec,',
    'all three hosts on one port. Pick a response with `Prefer: code=404, example=accountNotFound`.',
    '',
    'Options:',
    ...rows,
    '',
    'Exit codes:',
    ...EXIT_CODES.map(([code, meaning]) => `  ${code}  ${meaning}`),
    '',
  ].join('\n');
}

/** The README's option table, from the same OPTIONS. */
export function optionTable(): string {
  return [
    '| Option | Environment | Default | What it does |',
    '| --- | --- | --- | --- |',
    ...Object.entries(OPTIONS).map(
      ([name, option]: [string, Option]) =>
        `| \`${flag(name, option)}\` | ${option.env ? `\`${option.env}\`` : ''} | ${option.default ? `\`${option.default}\`` : ''} | ${option.description} |`,
    ),
  ].join('\n');
}

export function exitCodeTable(): string {
  return [
    '| Exit code | Meaning |',
    '| --- | --- |',
    ...EXIT_CODES.map(([code, meaning]) => `| ${code} | ${meaning} |`),
  ].join('\n');
}
