// What the diff reports: one change, the rule that classified it, and where it is.

/** A change seen from one operation (or none, for document-wide changes), as the walkers emit it. */
export interface Change {
  /** The rule's id: oasdiff's (docs/BREAKING-CHANGES.md there) where one means the same, else our own. */
  rule: string;
  breaking: boolean;
  /** JSON pointer into the document that has the node: the base for what was removed, the current one otherwise. */
  pointer: string;
  message: string;
}

/** A change as listed: one row per rule, pointer and message, with every operation it reaches. */
export interface ListedChange extends Change {
  /** `GET /api/v1/...` or `webhook inflow`; empty for changes outside operations (components, servers, info). */
  operations: string[];
}

/** Collects changes, merging the same change seen from several operations (a component schema used by many). */
export class ChangeLog {
  private readonly rows = new Map<string, ListedChange>();

  /** Records a change reached from `operation` (undefined outside operations). */
  add(change: Change, operation?: string): void {
    const key = `${change.rule}\u0000${change.pointer}\u0000${change.message}`;
    const row = this.rows.get(key) ?? { ...change, operations: [] };
    if (operation !== undefined && !row.operations.includes(operation)) row.operations.push(operation);
    this.rows.set(key, row);
  }

  /** Breaking changes first, then by place in the document. */
  list(): ListedChange[] {
    return [...this.rows.values()].sort(
      (a, b) =>
        Number(b.breaking) - Number(a.breaking) || a.pointer.localeCompare(b.pointer) || a.rule.localeCompare(b.rule),
    );
  }
}
