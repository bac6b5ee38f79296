// What `pnpm spec changeset` writes: the lists of pending changesets brought up to date with the diff, and a new
// changeset for the changes none of them lists yet, bumping the packages released with the spec as far as those
// changes need. The words a user reads first are left for the author; the gate refuses the file until they are written.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ListedChange } from './change.js';
import { changeKey, renderChangeList, withChangeList, type DescribedChange } from './change-list.js';
import { RELEASED_WITH_THE_SPEC, type Bump, type PendingChangeset } from './changesets.js';

export const PLACEHOLDER = 'Say here what changed for users of the API and how they migrate.';

export interface ChangesetWrite {
  file: string;
  text: string;
  /** Listed before, no longer in the diff: dropped from the list. */
  dropped: DescribedChange[];
  /** Changes the file lists after the write. */
  listed: ListedChange[];
}

/**
 * The files to write: each pending changeset whose list differs from the diff (operations reached refreshed, changes
 * no longer in the diff dropped), then a new `<folder>/<name>.md` for the changes no changeset lists. `name` defaults
 * to one derived from those changes, so running the command twice writes nothing new.
 */
export function draftChangesets(
  changes: ListedChange[],
  pending: PendingChangeset[],
  folder: string,
  name?: string,
): ChangesetWrite[] {
  const byKey = new Map(changes.map((change) => [changeKey(change), change]));
  const writes: ChangesetWrite[] = [];
  for (const changeset of pending.filter((c) => c.described.length > 0)) {
    const listed = [...new Set(changeset.described.map(changeKey))].flatMap((key) => byKey.get(key) ?? []);
    const dropped = changeset.described.filter((d) => !byKey.has(changeKey(d)));
    const text = withChangeList(changeset.text, listed);
    if (text !== changeset.text) writes.push({ file: changeset.file, text, dropped, listed });
  }
  const described = new Set(pending.flatMap((c) => c.described.map(changeKey)));
  const unlisted = changes.filter((change) => !described.has(changeKey(change)));
  if (unlisted.length === 0) return writes;
  const file = join(folder, `${name ?? defaultName(unlisted)}.md`);
  if (existsSync(file)) throw new Error(`${file} exists already: choose another --name`);
  writes.push({ file, text: newChangeset(unlisted), dropped: [], listed: unlisted });
  return writes;
}

/** A breaking change is a major release; anything a type or a method can see, a minor one; words alone, a patch. */
export function bumpFor(changes: ListedChange[]): Bump {
  if (changes.some((c) => c.breaking)) return 'major';
  return changes.some((c) => !WORDS_ONLY.has(c.rule)) ? 'minor' : 'patch';
}

const WORDS_ONLY = new Set(['annotation-changed', 'api-info-changed']);

function newChangeset(changes: ListedChange[]): string {
  const bump = bumpFor(changes);
  return [
    '---',
    ...RELEASED_WITH_THE_SPEC.map((pkg) => `"${pkg}": ${bump}`),
    '---',
    '',
    PLACEHOLDER,
    '',
    renderChangeList(changes),
    '',
  ].join('\n');
}

function defaultName(changes: ListedChange[]): string {
  const hash = createHash('sha256').update(changes.map(changeKey).sort().join('\n')).digest('hex').slice(0, 8);
  return `api-${bumpFor(changes) === 'major' ? 'break' : 'change'}-${hash}`;
}
