// `pnpm spec <command>`'s command line, written once: parsing (cli.ts), --help and the README's option table read
// these tables, so none of them can say something the others do not.
import {
  type ExitCodes,
  help,
  type OptionTable,
  optionTable,
  parseCommandLine,
  UsageError,
  withTable,
} from '@waas/command-line';

export const COMMANDS = {
  check: {
    synopsis: 'check',
    does:
      "every contract check of the spec: Redocly and Spectral with the team's rules on the sources (each problem as " +
      'file:line:column), the workflows, the list of provisional choices and the release gate; exits 1 on any problem',
  },
  diff: {
    synopsis: 'diff [--base <git ref>] [--bundle <file>] [--json]',
    does:
      'every change from the released spec (or the spec at --base) to the working tree, each breaking or not, with ' +
      'its rule',
  },
  gate: {
    synopsis: 'gate [--base <git ref>] [--bundle <file>] [--json]',
    does:
      'the same, and exits 1 when a breaking change is listed in no pending changeset that bumps @waas/spec, ' +
      "@waas/types, @waas/client and @waas/msw major, or a changeset still waits for its author's words",
  },
  changeset: {
    synopsis: 'changeset [--name <name>]',
    does:
      'lists every change since the release that no pending changeset lists in a new .changeset/<name>.md (major ' +
      'when one breaks), and brings the lists of the others up to date; then write in it what changed and how to ' +
      'migrate',
  },
  snapshot: {
    synopsis: 'snapshot',
    does: "writes the working tree's bundle to spec/released/openapi.json (`pnpm version-packages` does it)",
  },
  'new-operation': {
    synopsis: 'new-operation <operationId> <METHOD> <path> [--host <host>]',
    does:
      "writes spec/paths/<operation-id>.yaml from the team's template (envelope, documented 400, 401 and 404, " +
      'paired examples) and its entry in openapi.yaml; exits 1 when it refuses',
  },
} as const;

export type SpecCommandName = keyof typeof COMMANDS;
const NAMES = Object.keys(COMMANDS) as SpecCommandName[];

/** In the order --help and the README list them. */
export const OPTIONS = {
  base: {
    type: 'string',
    placeholder: '<git ref>',
    commands: ['diff', 'gate'],
    description: 'compare with the spec at this git ref, not the released one',
  },
  bundle: {
    type: 'string',
    placeholder: '<file>',
    commands: ['diff', 'gate'],
    description: 'judge this bundled JSON document in place of the working tree',
  },
  json: {
    type: 'boolean',
    commands: ['diff', 'gate'],
    description: 'print JSON; run pnpm with -s (`pnpm -s spec diff --json`) so that only it is printed',
  },
  name: {
    type: 'string',
    placeholder: '<name>',
    commands: ['changeset'],
    description: "the new changeset's file name, without .md; a generated one by default",
  },
  host: {
    type: 'string',
    placeholder: '<host>',
    default: 'wallet',
    commands: ['new-operation'],
    description: "the operation's host: wallet, checkout or payout",
  },
  help: { type: 'boolean', short: 'h', description: 'print this help and exit' },
} as const satisfies OptionTable<SpecCommandName>;

export const EXIT_CODES = [
  [0, 'done (gate: passed)'],
  [1, 'the gate, a check or new-operation refused'],
  [2, 'a usage or input error: one line on stderr'],
] as const satisfies ExitCodes;

/** What diff and gate compare, and how they print it. */
interface Compared {
  base: string | undefined;
  bundle: string | undefined;
  json: boolean;
}

export type SpecCommand =
  | { kind: 'help' }
  | { kind: 'check' }
  | { kind: 'snapshot' }
  | ({ kind: 'diff' } & Compared)
  | ({ kind: 'gate' } & Compared)
  | { kind: 'changeset'; name: string | undefined }
  | { kind: 'new-operation'; operationId: string; method: string; path: string; host: string };

/** argv after `pnpm spec`; a mistake is a UsageError of one line. */
export function parseSpecCommand(argv: readonly string[]): SpecCommand {
  const [first, ...rest] = argv;
  const name = NAMES.find((known) => known === first);
  if (name === undefined) {
    if (first === undefined || first.startsWith('-')) {
      if (parseCommandLine(OPTIONS, argv).values.help) return { kind: 'help' };
      throw new UsageError(`pnpm spec takes a command: ${NAMES.join(', ')}`);
    }
    throw new UsageError(`pnpm spec has no command ${first}; its commands: ${NAMES.join(', ')}`);
  }
  const { values, positionals } = parseCommandLine(OPTIONS, rest, { command: name, positionals: true });
  if (values.help) return { kind: 'help' };
  if (name === 'new-operation') {
    const [operationId, method, path, ...extra] = positionals;
    if (operationId === undefined || method === undefined || path === undefined || extra.length > 0)
      throw new UsageError(
        `new-operation takes <operationId> <METHOD> <path>; got ${positionals.join(' ') || 'nothing'}`,
      );
    return { kind: name, operationId, method, path, host: values.host };
  }
  if (positionals.length > 0) throw new UsageError(`${name} takes no arguments; got ${positionals.join(' ')}`);
  if (name === 'diff' || name === 'gate')
    return { kind: name, base: values.base, bundle: values.bundle, json: values.json };
  if (name === 'changeset') return { kind: name, name: values.name };
  return { kind: name };
}

/** `pnpm spec --help`. */
export const USAGE = help({
  usage: Object.values(COMMANDS).map(({ synopsis }) => `pnpm spec ${synopsis}`),
  about:
    "The spec's checks, its breaking-change diff and release gate, its changesets, its released snapshot and the " +
    'scaffold of a new operation; run from the root of the repository.',
  commandRows: Object.entries(COMMANDS).map(([name, { does }]) => [name, does] as const),
  options: OPTIONS,
  notes: ['commands', 'default'],
  commands: NAMES,
  more:
    'An operation marked deprecated with x-sunset: YYYY-MM-DD may be removed from that day on (UTC) without a major ' +
    'release.',
  exitCodes: EXIT_CODES,
});

/** spec/README.md with its option table (between `<!-- options:start -->` and its end) written from OPTIONS. */
export const withOptionTable = (readme: string): string =>
  withTable(readme, 'options', optionTable(OPTIONS, { columns: ['option', 'commands', 'default', 'description'] }));
