// `waas-conformance <command> [options]`: the commands, the options, --help and the exit codes are the tables of
// options.ts; a configuration or target error is one line on stderr, never a stack trace.
import { createRequire } from 'node:module';
import { checkOptionsOf, parseCommandLine, UsageError } from '@waas/command-line';
import { ConfigError } from '../profile/load.js';
import { TargetError } from '../run/target.js';
import { judgeCommand } from './judge-command.js';
import { outputsOf, type Io } from './io.js';
import { COMMANDS, OPTIONS, type Command } from './options.js';
import { proxyCommand } from './proxy-command.js';
import { receiverCommand } from './receiver-command.js';
import { runCommand } from './run-command.js';
import { USAGE } from './usage.js';

export type { Io } from './io.js';

// Read at run time from the package's own package.json (two folders up from src/cli/ and dist/cli/), as npm installed
// it.
const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

const RUNS = {
  run: runCommand,
  proxy: proxyCommand,
  judge: judgeCommand,
  receiver: receiverCommand,
} satisfies Record<Command, unknown>;

/** Runs the command line and returns the exit code; the library entry is `run`. */
export async function main(argv: string[], io: Io): Promise<number> {
  try {
    const { values, positionals, given } = parseCommandLine(OPTIONS, argv, { positionals: true });
    if (values.version) {
      io.stdout.write(`${version}\n`);
      return 0;
    }
    if (values.help || positionals.length === 0) {
      io.stdout.write(USAGE);
      return values.help ? 0 : 2;
    }
    const command = positionals[0] as Command;
    if (!(command in COMMANDS) || positionals.length > 1)
      throw new ConfigError(
        `unknown command ${positionals.join(' ')}; the commands are ${Object.keys(COMMANDS).join(', ')}`,
      );
    checkOptionsOf(OPTIONS, command, given);
    return await RUNS[command](values, outputsOf(values.reporter, io.cwd), io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof TargetError) {
      io.stderr.write(`waas-conformance: ${(error as Error).message}\n`);
      return 2;
    }
    throw error;
  }
}
