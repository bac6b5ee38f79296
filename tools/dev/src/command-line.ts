// `pnpm dev`'s command line, written once: parsing and --help read this table.
import { type Environment, help, type OptionTable, parseCommandLine, portNumber } from '@waas/command-line';

export const OPTIONS = {
  verbose: { type: 'boolean', description: 'print the request logs of the mock and the sandbox here too' },
  reseed: { type: 'boolean', description: 'reset the sandbox when the examples of its seed change' },
  'mock-port': {
    type: 'string',
    env: 'MOCK_PORT',
    default: '4010',
    placeholder: '<n>',
    description: "the mock's port",
  },
  'sandbox-port': {
    type: 'string',
    env: 'SANDBOX_PORT',
    default: '4000',
    placeholder: '<n>',
    description: "the sandbox's port",
  },
  'docs-port': {
    type: 'string',
    env: 'DOCS_PORT',
    default: '4080',
    placeholder: '<n>',
    description: "the reference page's port",
  },
  help: { type: 'boolean', short: 'h', description: 'print this help and exit' },
} as const satisfies OptionTable;

export type DevCommand =
  | { kind: 'help' }
  | { kind: 'start'; verbose: boolean; reseed: boolean; ports: { mock: number; sandbox: number; docs: number } };

/** argv after `pnpm dev`, and the environment its ports may come from; a mistake is a UsageError of one line. */
export function parseDevCommand(argv: readonly string[], env: Environment): DevCommand {
  const { values, sources } = parseCommandLine(OPTIONS, argv, { env });
  if (values.help) return { kind: 'help' };
  const port = (name: 'mock-port' | 'sandbox-port' | 'docs-port') => portNumber(values[name], sources[name]);
  return {
    kind: 'start',
    verbose: values.verbose,
    reseed: values.reseed,
    ports: { mock: port('mock-port'), sandbox: port('sandbox-port'), docs: port('docs-port') },
  };
}

export const USAGE = help({
  usage: ['pnpm dev [options]'],
  about:
    "One watch on the spec's sources: each save is bundled and written to spec/dist and the generated files, and " +
    'the mock, the sandbox and the reference page follow it.',
  options: OPTIONS,
  notes: ['env', 'default'],
  exitCodes: [
    [0, 'stopped by Ctrl-C or SIGTERM'],
    [1, 'a server could not start'],
    [2, 'bad usage: one line on stderr'],
  ],
});
