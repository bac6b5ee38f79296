// The changes a changeset describes, as a Markdown list in its body between two markers: `pnpm spec changeset`
// writes it from the diff, `changeset version` copies it into each package's CHANGELOG (so the API's changelog names
// every change with its rule), and `pnpm spec gate` reads it back to tell which breaking changes the changeset covers.
import { columns, MARKDOWN_WIDTH, wrapWords } from '../wrap.js';
import type { ListedChange } from './change.js';

export const LIST_START =
  '<!-- spec-changes: written by `pnpm spec changeset` from the spec diff; `pnpm spec gate` reads this list -->';
export const LIST_END = '<!-- /spec-changes -->';

/** A change as a changeset lists it: enough to find it again in a later diff. */
export interface DescribedChange {
  rule: string;
  pointer: string;
  message: string;
}

/**
 * The identity of a change across diffs: its rule, where it is and what it is; not the operations it reaches, which may
 * grow.
 */
export function changeKey({ rule, pointer, message }: DescribedChange): string {
  return `${rule} ${pointer} ${message}`;
}

/** One line per change: `` - `rule`: message, at `pointer` (operations) ``. */
export function changeLine(change: DescribedChange & { operations?: string[] }): string {
  const operations = change.operations?.length ? ` (${change.operations.join(', ')})` : '';
  return `- \`${change.rule}\`: ${change.message}, at \`${change.pointer}\`${operations}`;
}

const LINE = /^- `(?<rule>[^`]+)`: (?<message>.*), at `(?<pointer>#[^`]*)`(?: \(.*\))?$/;

/**
 * A change as a list item of lines no wider than the repository's Markdown width: {@link changeLine}'s words, wrapped,
 * each further line indented by two. A pointer too long for a line is cut before a `/` into code spans that follow one
 * another: `#/paths/…/get` then `/parameters/0`.
 */
export function changeItem(change: DescribedChange & { operations?: string[] }): string[] {
  const room = MARKDOWN_WIDTH - 2;
  const operations = change.operations?.length ? `(${change.operations.join(', ')})`.split(' ') : [];
  const words = [
    ...`\`${change.rule}\`: ${change.message}, at`.split(' '),
    ...pointerSpans(change.pointer, room),
    ...operations,
  ];
  return wrapWords(words, '- ', '  ');
}

/** `pointer` as one code span, or cut before a `/` into spans of at most `room` columns each. */
function pointerSpans(pointer: string, room: number): string[] {
  const spans: string[] = [];
  let span = '';
  for (const segment of pointer.split(/(?=\/)/)) {
    if (span !== '' && columns(span + segment) + 2 > room) {
      spans.push(`\`${span}\``);
      span = '';
    }
    span += segment;
  }
  spans.push(`\`${span}\``);
  return spans;
}

/** The list between the markers, breaking changes first under their own heading. */
export function renderChangeList(changes: ListedChange[]): string {
  const breaking = changes.filter((c) => c.breaking);
  const other = changes.filter((c) => !c.breaking);
  const section = (title: string, list: ListedChange[]) =>
    list.length === 0 ? [] : ['', title, '', ...list.flatMap(changeItem)];
  return [
    LIST_START,
    ...section('Breaking changes to the API (rule, then where):', breaking),
    ...section('Other changes to the API:', other),
    '',
    LIST_END,
  ].join('\n');
}

/**
 * The changes listed between the markers of a changeset's text; none when it has no list. An item's further lines
 * (indented deeper than its `-`) are joined to it, and a pointer cut into spans is put back together.
 */
export function readChangeList(text: string): DescribedChange[] {
  const start = text.indexOf(LIST_START);
  const end = text.indexOf(LIST_END, start);
  if (start === -1 || end === -1) return [];
  const items: { indent: number; text: string }[] = [];
  for (const line of text.slice(start + LIST_START.length, end).split('\n')) {
    const indent = line.length - line.trimStart().length;
    const last = items.at(-1);
    if (line.trimStart().startsWith('- ')) items.push({ indent, text: line.trim() });
    else if (last !== undefined && line.trim() !== '' && indent > last.indent) last.text += ` ${line.trim()}`;
    else if (line.trim() !== '') items.push({ indent, text: '' });
  }
  return items.flatMap(({ text }) => {
    const at = text.lastIndexOf(', at `#');
    const joined = at === -1 ? text : text.slice(0, at) + text.slice(at).replaceAll('` `/', '/');
    const groups = LINE.exec(joined)?.groups;
    return groups === undefined ? [] : [{ rule: groups.rule!, pointer: groups.pointer!, message: groups.message! }];
  });
}

/** `text` with its list replaced by one for `changes` (appended when it has none). */
export function withChangeList(text: string, changes: ListedChange[]): string {
  const start = text.indexOf(LIST_START);
  const end = text.indexOf(LIST_END, start);
  if (start === -1 || end === -1) return `${text.trimEnd()}\n\n${renderChangeList(changes)}\n`;
  return `${text.slice(0, start)}${renderChangeList(changes)}${text.slice(end + LIST_END.length)}`;
}
