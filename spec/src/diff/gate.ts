// The release gate: a breaking change to the spec ships only as a major release of every package generated from it.
import { relative } from 'node:path';
import type { ListedChange } from './change.js';
import type { PendingChangeset } from './changesets.js';
import { changeTable } from './report.js';

/** The published packages whose API is generated from the spec; one breaking change breaks all three. */
export const GENERATED_PACKAGES = ['@waas/types', '@waas/client', '@waas/msw'];

export interface GateVerdict {
  passed: boolean;
  breaking: ListedChange[];
  /** Generated packages that no pending changeset bumps major. */
  missing: string[];
  message: string;
}

export function judge(changes: ListedChange[], changesets: PendingChangeset[], base: string, root: string): GateVerdict {
  const breaking = changes.filter((change) => change.breaking);
  const majors = changesets.filter((c) => GENERATED_PACKAGES.some((name) => c.bumps[name] === 'major'));
  const missing = GENERATED_PACKAGES.filter((name) => !changesets.some((c) => c.bumps[name] === 'major'));
  if (breaking.length === 0) return { passed: true, breaking, missing, message: `No breaking change since ${base}.` };
  const count = `${breaking.length} breaking change${breaking.length === 1 ? '' : 's'} since ${base}`;
  if (missing.length === 0) {
    const files = majors.map((c) => relative(root, c.file)).join(', ');
    return { passed: true, breaking, missing, message: `${count}, released as major by ${files}.` };
  }
  const message = [
    `${count}:`,
    '',
    changeTable(breaking),
    '',
    `A breaking change needs a pending changeset that bumps ${GENERATED_PACKAGES.join(', ')} major; none bumps ${missing.join(', ')} major.`,
    'Run `pnpm changeset`, choose major for the three, and say what broke and what a user does about it. For example, .changeset/<name>.md:',
    '',
    '---',
    ...GENERATED_PACKAGES.map((name) => `"${name}": major`),
    '---',
    '',
    '<What changed in the API, and how to migrate.>',
    '',
    'If the change is not meant to break anyone, change the spec so that it does not.',
  ].join('\n');
  return { passed: false, breaking, missing, message };
}
