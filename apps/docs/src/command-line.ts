// `pnpm run docs`'s command line (src/serve.ts), written once: parsing and --help read this table.
import { type Environment, help, type OptionTable, parseCommandLine, portNumber } from '@waas/command-line';

export const OPTIONS = {
  port: { type: 'string', env: 'PORT', default: '4080', placeholder: '<n>', description: 'the port to listen on' },
  follow: {
    type: 'string',
    placeholder: '<bundle>',
    description: 'build the page from this bundled document into a folder of its own, again each time it is written',
  },
  help: { type: 'boolean', short: 'h', description: 'print this help and exit' },
} as const satisfies OptionTable;

export type DocsCommand = { kind: 'help' } | { kind: 'serve'; port: number; follow: string | undefined };

/** argv after `pnpm run docs`, and the environment; a mistake is a UsageError of one line. */
export function parseDocsCommand(argv: readonly string[], env: Environment): DocsCommand {
  const { values, sources } = parseCommandLine(OPTIONS, argv, { env });
  if (values.help) return { kind: 'help' };
  return { kind: 'serve', port: portNumber(values.port, sources.port), follow: values.follow };
}

export const USAGE = help({
  usage: ['pnpm run docs [options]'],
  about: 'Serves the API reference built in dist/ on 127.0.0.1, read-only.',
  options: OPTIONS,
  notes: ['env', 'default'],
  exitCodes: [
    [0, 'stopped by Ctrl-C or SIGTERM'],
    [2, 'bad usage: one line on stderr'],
  ],
});
