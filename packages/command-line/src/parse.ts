import { parseArgs } from 'node:util';
import type { OptionTable, Values } from './option.js';

/** A mistake in how the command was called: the command exits 2 with this one line. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export type Environment = Readonly<Record<string, string | undefined>>;

/** A variable's value; an empty or blank one counts as unset, as shells and .env files leave them. */
export const variable = (env: Environment, name: string): string | undefined =>
  env[name]?.trim() ? env[name] : undefined;

export interface ParseSettings {
  /** Where the options' variables are read; none are read when left out. */
  env?: Environment;
  /** The command being parsed: an option of other commands only is refused. */
  command?: string;
  /** Whether arguments that are not options are taken (a command's name, an event id); refused by default. */
  positionals?: boolean;
}

export interface CommandLine<Table extends OptionTable> {
  /** Each option from its flag, else its variable, else its default (a flag left out is false, a list empty). */
  values: Values<Table>;
  /** Where each value came from, for a message: `--port` for the flag or the default, `PORT` for its variable. */
  sources: { [Name in keyof Table]: string };
  /** The options given as flags, each once, in the order first given. */
  given: (keyof Table & string)[];
  positionals: string[];
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

/** Refuses any of `given` that `command` does not take. */
export function checkOptionsOf(table: OptionTable, command: string, given: readonly string[]): void {
  for (const name of given) {
    const commands = table[name]?.commands;
    if (commands && !commands.includes(command))
      throw new UsageError(`--${name} is an option of ${commands.join(' and ')}, not of ${command}`);
  }
}

/**
 * argv read against the table with Node's parseArgs, strictly: an unknown option, a missing value or an argument
 * where none is taken is a UsageError in parseArgs's words, on one line. parseArgs is given no defaults, which would
 * hide the variables: the flag wins over its variable, which wins over the default.
 */
export function parseCommandLine<const Table extends OptionTable>(
  table: Table,
  argv: readonly string[],
  settings: ParseSettings = {},
): CommandLine<Table> {
  const options = Object.fromEntries(
    Object.entries(table).map(([name, option]) => [
      name,
      {
        type: option.type,
        ...(option.short !== undefined && { short: option.short }),
        ...(option.multiple && { multiple: true }),
      },
    ]),
  );
  const parsed = (() => {
    try {
      return parseArgs({
        args: [...argv],
        options,
        strict: true,
        allowPositionals: settings.positionals ?? false,
        tokens: true,
      });
    } catch (error) {
      throw new UsageError(oneLine((error as Error).message));
    }
  })();
  const given = [
    ...new Set(parsed.tokens.flatMap((token) => (token.kind === 'option' ? [token.name as keyof Table & string] : []))),
  ];
  if (settings.command !== undefined) checkOptionsOf(table, settings.command, given);
  const values: Record<string, unknown> = {};
  const sources: Record<string, string> = {};
  for (const [name, option] of Object.entries(table)) {
    const flag = parsed.values[name];
    const fromEnv = option.env === undefined || !settings.env ? undefined : variable(settings.env, option.env);
    if (flag !== undefined) {
      values[name] = flag;
      sources[name] = `--${name}`;
    } else if (fromEnv !== undefined) {
      values[name] =
        option.type === 'boolean' ? !/^\s*(0|false)\s*$/i.test(fromEnv) : option.multiple ? [fromEnv] : fromEnv;
      sources[name] = option.env!;
    } else {
      values[name] =
        option.type === 'boolean'
          ? false
          : option.multiple
            ? option.default === undefined
              ? []
              : [option.default]
            : option.default;
      sources[name] = `--${name}`;
    }
  }
  return {
    values: values as Values<Table>,
    sources: sources as CommandLine<Table>['sources'],
    given,
    positionals: parsed.positionals,
  };
}

/**
 * A port from an option's text (`--port`, or its variable, named by `source`): decimal digits only, 0 to 65535;
 * Number() alone would also take `0x1000`, `1e3` and ` 80 `.
 */
export function portNumber(text: string, source: string): number {
  const port = Number(text);
  if (!/^\d{1,5}$/.test(text) || port > 65_535)
    throw new UsageError(`${source} must be a port number (0 to 65535), got ${text}`);
  return port;
}
