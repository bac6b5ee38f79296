import { COMMANDS, commandsOf, EXIT_CODES, OPTIONS, type Option } from './options.js';

/** Wide enough for a terminal split in two; longer descriptions wrap under their own column. */
const WIDTH = 100;

export function flag(name: string, option: Option): string {
  const short = option.short ? `-${option.short}, ` : '';
  return `${short}--${name}${option.placeholder ? ` ${option.placeholder}` : ''}`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + 1 + word.length <= width) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Two columns: `name` padded to the widest, then `text` wrapped beside it. */
function columns(rows: (readonly [string, string])[]): string[] {
  const left = Math.max(...rows.map(([name]) => name.length)) + 2;
  return rows.flatMap(([name, text]) =>
    wrap(text, WIDTH - 2 - left).map((line, i) => `  ${(i === 0 ? name : '').padEnd(left)}${line}`),
  );
}

/** `run, judge` when an option is not read by every command. */
export const commandNote = (option: Option) =>
  commandsOf(option).length < Object.keys(COMMANDS).length ? commandsOf(option).join(', ') : undefined;

function detail(option: Option): string {
  const notes = [
    commandNote(option),
    option.repeatable && 'repeatable',
    option.default !== undefined && `default ${option.default}`,
  ].filter(Boolean);
  return notes.length ? `${option.description} (${notes.join('; ')})` : option.description;
}

/** `--help`, and what a run without a command prints before it exits 2. */
export const USAGE = [
  ...Object.values(COMMANDS).map(({ synopsis }, i) => `${i === 0 ? 'Usage: ' : '       '}waas-conformance ${synopsis}`),
  '',
  'Checks a target, or the traffic that reaches one, against the OpenAPI document of @waas/spec.',
  '',
  'Commands:',
  ...columns(Object.entries(COMMANDS).map(([name, { does }]) => [name, does] as const)),
  '',
  'Options:',
  ...columns(
    Object.entries(OPTIONS).map(([name, option]: [string, Option]) => [flag(name, option), detail(option)] as const),
  ),
  '',
  'Exit codes:',
  ...columns(EXIT_CODES.map(([code, meaning]) => [String(code), meaning] as const)),
  '',
].join('\n');
