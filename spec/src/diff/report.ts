// The diff as people read it (an aligned table) and as programs do (JSON).
import type { ListedChange } from './change.js';

const HEADER = ['breaking', 'rule', 'change', 'where'] as const;

/** One row per change: breaking or not, its rule, what changed, and its JSON pointer with the operations it reaches. */
export function changeTable(changes: ListedChange[]): string {
  const rows = changes.map((c) => [
    c.breaking ? 'yes' : 'no',
    c.rule,
    c.message,
    `${c.pointer}${operationsText(c.operations)}`,
  ]);
  const widths = HEADER.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ');
  return [line(HEADER), ...rows.map(line)].join('\n');
}

export function summary(changes: ListedChange[], base: string, current: string): string {
  const breaking = changes.filter((c) => c.breaking).length;
  return `${changes.length} change${changes.length === 1 ? '' : 's'} from ${base} to ${current}, ${breaking} breaking.`;
}

export interface DiffReport {
  base: string;
  current: string;
  breaking: number;
  changes: ListedChange[];
}

export function jsonReport(changes: ListedChange[], base: string, current: string): string {
  const report: DiffReport = { base, current, breaking: changes.filter((c) => c.breaking).length, changes };
  return JSON.stringify(report, null, 2);
}

// A change to a shared schema can reach a dozen operations; three name it well enough.
function operationsText(operations: string[]): string {
  if (operations.length === 0) return '';
  const shown = operations.slice(0, 3).join(', ');
  return ` (${shown}${operations.length > 3 ? ` and ${operations.length - 3} more` : ''})`;
}
