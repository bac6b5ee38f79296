import type { ExitCodes, Option, OptionTable } from './option.js';

/** Wide enough for a terminal split in two; longer descriptions wrap under their own column. */
export const WIDTH = 100;

/** `-h, --help`, `--port <n>`: an option as it is typed. */
export function flag(name: string, option: Option): string {
  const short = option.short ? `-${option.short}, ` : '';
  return `${short}--${name}${option.placeholder ? ` ${option.placeholder}` : ''}`;
}

/** `text` in lines of at most `width` columns, broken between words. */
export function wrap(text: string, width: number = WIDTH): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + 1 + word.length <= width) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Two columns indented by two: each name padded to the widest, then its text wrapped beside it. */
export function columns(rows: readonly (readonly [string, string])[], width: number = WIDTH): string[] {
  const left = Math.max(...rows.map(([name]) => name.length)) + 2;
  return rows.flatMap(([name, text]) =>
    wrap(text, width - 2 - left).map((line, i) => `  ${(i === 0 ? name : '').padEnd(left)}${line}`),
  );
}

/**
 * What --help adds in parentheses after a description, in the order asked: the commands that take the option (when
 * not all of them), `repeatable`, `env NAME`, `default value`.
 */
export type Note = 'commands' | 'multiple' | 'env' | 'default';

export interface OptionRowsSettings {
  notes: readonly Note[];
  /** Only the options this command takes, as its own --help lists them. */
  command?: string;
  /** Every command of the line, which the `commands` note is measured against. */
  commands?: readonly string[];
}

function noteOf(note: Note, option: Option, settings: OptionRowsSettings): string | undefined {
  if (note === 'commands') {
    const all = settings.commands?.length ?? 0;
    return option.commands && option.commands.length < all ? option.commands.join(', ') : undefined;
  }
  if (note === 'multiple') return option.multiple ? 'repeatable' : undefined;
  if (note === 'env') return option.env && `env ${option.env}`;
  return option.default ? `default ${option.default}` : undefined;
}

/** The description with its notes. */
export function detail(option: Option, settings: OptionRowsSettings): string {
  const notes = settings.notes.map((note) => noteOf(note, option, settings)).filter(Boolean);
  return notes.length ? `${option.description} (${notes.join('; ')})` : option.description;
}

const takes = (option: Option, command: string | undefined) =>
  command === undefined || option.commands === undefined || option.commands.includes(command);

/** The rows of --help's option section, for `columns`. */
export function optionRows(table: OptionTable, settings: OptionRowsSettings): [string, string][] {
  return Object.entries(table)
    .filter(([, option]) => takes(option, settings.command))
    .map(([name, option]) => [flag(name, option), detail(option, settings)]);
}

/** The rows of --help's environment section: each option's variable, `as --name`. */
export function variableRows(table: OptionTable): [string, string][] {
  return Object.entries(table).flatMap(([name, option]) => (option.env ? [[option.env, `as --${name}`]] : []));
}

/** The rows of --help's exit-code section. */
export const exitCodeRows = (codes: ExitCodes): [string, string][] =>
  codes.map(([code, meaning]) => [String(code), meaning]);

export interface HelpSettings extends OptionRowsSettings {
  /** The ways to call the command: `Usage: ` before the first, the others aligned below it. */
  usage: readonly string[];
  /** What the command does, wrapped under the usage. */
  about?: string;
  /** Each command's name and what it does, for a command line of several. */
  commandRows?: readonly (readonly [string, string])[];
  options: OptionTable;
  /** A paragraph after the options, wrapped. */
  more?: string;
  exitCodes?: ExitCodes;
}

/** A whole `--help`: usage, what it does, its commands, options and exit codes, each section after a blank line. */
export function help(settings: HelpSettings): string {
  const section = (title: string, rows: readonly (readonly [string, string])[]) => ['', `${title}:`, ...columns(rows)];
  return [
    ...settings.usage.map((line, i) => `${i === 0 ? 'Usage: ' : '       '}${line}`),
    ...(settings.about === undefined ? [] : ['', ...wrap(settings.about)]),
    ...(settings.commandRows === undefined ? [] : section('Commands', settings.commandRows)),
    ...section('Options', optionRows(settings.options, settings)),
    ...(settings.more === undefined ? [] : ['', ...wrap(settings.more)]),
    ...(settings.exitCodes === undefined ? [] : section('Exit codes', exitCodeRows(settings.exitCodes))),
    '',
  ].join('\n');
}
