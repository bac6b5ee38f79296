// The changes a changeset describes, as a Markdown list in its body between two markers: `pnpm spec changeset`
// writes it from the diff, `changeset version` copies it into each package's CHANGELOG (so the API's changelog names
// every change with its rule), and `pnpm spec gate` reads it back to tell which breaking changes the changeset covers.
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

const LINE = /^\s*- `(?<rule>[^`]+)`: (?<message>.*), at `(?<pointer>#[^`]*)`(?: \(.*\))?\s*$/;

/** The list between the markers, breaking changes first under their own heading. */
export function renderChangeList(changes: ListedChange[]): string {
  const breaking = changes.filter((c) => c.breaking);
  const other = changes.filter((c) => !c.breaking);
  const section = (title: string, list: ListedChange[]) =>
    list.length === 0 ? [] : ['', title, '', ...list.map(changeLine)];
  return [
    LIST_START,
    ...section('Breaking changes to the API (rule, then where):', breaking),
    ...section('Other changes to the API:', other),
    '',
    LIST_END,
  ].join('\n');
}

/** The changes listed between the markers of a changeset's text; none when it has no list. */
export function readChangeList(text: string): DescribedChange[] {
  const start = text.indexOf(LIST_START);
  const end = text.indexOf(LIST_END, start);
  if (start === -1 || end === -1) return [];
  return text
    .slice(start + LIST_START.length, end)
    .split('\n')
    .flatMap((line) => {
      const groups = LINE.exec(line)?.groups;
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
