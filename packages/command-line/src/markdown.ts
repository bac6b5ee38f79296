// A README's generated parts live between `<!-- name:start -->` and `<!-- name:end -->`; a command's `readme` script
// rewrites them from its tables, and its lint fails when one is stale.
import { flag } from './help.js';
import type { ExitCodes, Option, OptionTable } from './option.js';

/** `text` as inline code; nothing for no text. */
export const code = (text: string | undefined): string => (text ? `\`${text}\`` : '');

/** A Markdown table: a header row, its rule, a row per entry. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export type Column = 'option' | 'environment' | 'commands' | 'default' | 'description';

const HEADERS: Record<Column, string> = {
  option: 'Option',
  environment: 'Environment',
  commands: 'Commands',
  default: 'Default',
  description: 'What it does',
};

export interface OptionTableSettings {
  columns: readonly Column[];
  /** Every command of the line: the `commands` cell of an option that names none. */
  commands?: readonly string[];
}

function cell(column: Column, name: string, option: Option, settings: OptionTableSettings): string {
  if (column === 'option') return code(flag(name, option));
  if (column === 'environment') return code(option.env);
  if (column === 'commands') return (option.commands ?? settings.commands ?? []).join(', ');
  if (column === 'default') return code(option.default);
  return `${option.description}${option.multiple ? ' (repeatable)' : ''}`;
}

/** The option table of a README, a row per option in the table's order. */
export function optionTable(table: OptionTable, settings: OptionTableSettings): string {
  return markdownTable(
    settings.columns.map((column) => HEADERS[column]),
    Object.entries(table).map(([name, option]) =>
      settings.columns.map((column) => cell(column, name, option, settings)),
    ),
  );
}

/** The exit-code table of a README. */
export const exitCodeTable = (codes: ExitCodes): string =>
  markdownTable(
    ['Exit code', 'Meaning'],
    codes.map(([exit, meaning]) => [String(exit), meaning]),
  );

/** `readme` with the text between `<!-- name:start -->` and `<!-- name:end -->` replaced by `table`. */
export function withTable(readme: string, name: string, table: string): string {
  const [startMark, endMark] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const start = readme.indexOf(startMark);
  const end = readme.indexOf(endMark);
  if (start === -1 || end < start)
    throw new Error(`README.md needs the markers ${startMark} and ${endMark}, in that order`);
  return `${readme.slice(0, start + startMark.length)}\n${table}\n${readme.slice(end)}`;
}

/** `readme` with each of `tables` written between its markers. */
export const withTables = (readme: string, tables: Readonly<Record<string, string>>): string =>
  Object.entries(tables).reduce((text, [name, table]) => withTable(text, name, table), readme);

/**
 * Whether `word` at the start of a line would open a block of its own (a list, a heading, a quote, a rule) rather
 * than go on with the item: such a word stays on the line before.
 */
const opensBlock = (word: string) => /^(?:[-+*=_#>]+|\d+[.)])$/.test(word);

const utf8 = new TextEncoder();

/**
 * `text` as a Markdown list item: `- ` and its words, broken between words so no line is wider than `width` columns
 * in bytes of UTF-8, each line after the first indented by two to stay in the item. A README lists options this way
 * when a table's row would not fit in its width.
 */
export function listItem(text: string, width = 120): string {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && (utf8.encode(`${lines[last]} ${word}`).length <= width || opensBlock(word)))
      lines[last] += ` ${word}`;
    else lines.push(`${last >= 0 ? '  ' : '- '}${word}`);
  }
  return lines.join('\n');
}
