// The release gate: each breaking change to the spec ships only in a major release of every package released with
// it, described by a pending changeset written for that change. A changeset about another change covers nothing else.
import { relative } from 'node:path';
import type { ListedChange } from './change.js';
import { changeKey, changeLine, type DescribedChange } from './change-list.js';
import { PLACEHOLDER } from './changeset-draft.js';
import { RELEASED_WITH_THE_SPEC, type PendingChangeset } from './changesets.js';
import { changeTable } from './report.js';

export interface GateVerdict {
  passed: boolean;
  breaking: ListedChange[];
  /** Breaking changes that no pending changeset bumping every package of RELEASED_WITH_THE_SPEC major lists. */
  uncovered: ListedChange[];
  /** Changesets that list a breaking change but leave some of those packages below major. */
  underBumped: { file: string; packages: string[] }[];
  /** Changesets whose text still asks for the words only their author can write. */
  unwritten: string[];
  /** Changes a changeset lists that the diff no longer has (a change undone or reworked); reported, not refused. */
  stale: { file: string; change: DescribedChange }[];
  message: string;
}

export interface GateContext {
  /** What the diff started from, in words. */
  base: string;
  /** The repository root, to name changesets by relative path. */
  root: string;
  /** Whether the diff starts from the release, the only base against which a listed change can be out of date. */
  sinceRelease: boolean;
}

export function judge(changes: ListedChange[], changesets: PendingChangeset[], context: GateContext): GateVerdict {
  const name = (changeset: PendingChangeset) => relative(context.root, changeset.file);
  const breaking = changes.filter((change) => change.breaking);
  const isMajor = (c: PendingChangeset) => RELEASED_WITH_THE_SPEC.every((pkg) => c.bumps[pkg] === 'major');
  const lists = (c: PendingChangeset, change: ListedChange) =>
    c.described.some((d) => changeKey(d) === changeKey(change));

  const uncovered = breaking.filter((change) => !changesets.some((c) => isMajor(c) && lists(c, change)));
  const underBumped = changesets
    .filter((c) => !isMajor(c) && breaking.some((change) => lists(c, change)))
    .map((c) => ({ file: name(c), packages: RELEASED_WITH_THE_SPEC.filter((pkg) => c.bumps[pkg] !== 'major') }));
  const unwritten = changesets.filter((c) => c.text.includes(PLACEHOLDER)).map(name);
  const current = new Set(changes.map(changeKey));
  const stale = context.sinceRelease
    ? changesets.flatMap((c) =>
        c.described.filter((d) => !current.has(changeKey(d))).map((change) => ({ file: name(c), change })),
      )
    : [];

  const passed = uncovered.length === 0 && unwritten.length === 0;
  const verdict = { passed, breaking, uncovered, underBumped, unwritten, stale };
  return {
    ...verdict,
    message: message(
      verdict,
      changesets.filter((c) => breaking.some((change) => lists(c, change))).map(name),
      context.base,
    ),
  };
}

function message(verdict: Omit<GateVerdict, 'message'>, describing: string[], base: string): string {
  const { breaking, uncovered, underBumped, unwritten, stale } = verdict;
  const count = (n: number) => `${n} breaking change${n === 1 ? '' : 's'}`;
  const lines: string[] = [];
  if (breaking.length === 0) lines.push(`No breaking change since ${base}.`);
  else if (uncovered.length === 0)
    lines.push(
      `${count(breaking.length)} since ${base}, each described by a pending major changeset: ${describing.join(', ')}.`,
    );
  else {
    lines.push(
      `${count(uncovered.length)} since ${base} ${uncovered.length === 1 ? 'is' : 'are'} described by no pending ` +
        `major changeset:`,
      '',
      changeTable(uncovered),
      '',
      `Run \`pnpm spec changeset\`: it lists ${uncovered.length === 1 ? 'this change' : 'these changes'} in a new ` +
        `changeset that bumps ${RELEASED_WITH_THE_SPEC.join(', ')} major.`,
      'Then say in it, in words, what changed for a user of the API and how to migrate. If a change is not meant to ' +
        'break anyone, change the spec so that it does not.',
    );
  }
  for (const { file, packages } of underBumped)
    lines.push('', `${file} lists a breaking change but does not bump ${packages.join(', ')} major.`);
  for (const file of unwritten)
    lines.push('', `${file} still says "${PLACEHOLDER}": replace that line with what changed and how to migrate.`);
  if (stale.length > 0) {
    lines.push(
      '',
      `Listed in a changeset but no longer a change since ${base} (\`pnpm spec changeset\` drops them; reread the ` +
        `words around them):`,
    );
    for (const { file, change } of stale) lines.push(`  ${file}: ${changeLine(change).slice(2)}`);
  }
  return lines.join('\n');
}
