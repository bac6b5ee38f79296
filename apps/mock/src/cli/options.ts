// The mock's command line, written once: parsing, `--help` and the README's tables (readme.ts) all read these tables.
import { type ExitCodes, help, type OptionTable, parseCommandLine, portNumber } from '@waas/command-line';

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
} as const satisfies OptionTable;

export const EXIT_CODES = [
  [0, 'stopped by SIGINT, SIGTERM or SIGHUP, or --help/--version'],
  [1, 'could not start (the port is taken, Prism failed): one line on stderr'],
  [2, 'bad usage (an unknown option, a port that is not a number): one line on stderr'],
] as const satisfies ExitCodes;

export type MockCommand = { kind: 'help' } | { kind: 'version' } | { kind: 'serve'; host: string; port: number };

export function parseCommand(argv: readonly string[], env: Record<string, string | undefined>): MockCommand {
  const { values, sources } = parseCommandLine(OPTIONS, argv, { env });
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  return { kind: 'serve', host: values.host, port: portNumber(values.port, sources.port) };
}

export function usage(): string {
  return help({
    usage: ['waas-mock [options]'],
    about:
      'A mock of the Wallet, Checkout and Payout API: Prism serving every documented response of the bundled spec, ' +
      'all three hosts on one port. Pick a response with `Prefer: code=404, example=accountNotFound`.',
    options: OPTIONS,
    notes: ['env', 'default'],
    exitCodes: EXIT_CODES,
  });
}
