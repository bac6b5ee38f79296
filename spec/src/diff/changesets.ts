// Pending changesets (`.changeset/*.md`): which packages they bump, how far, and which changes of the spec they
// describe.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { readChangeList, type DescribedChange } from './change-list.js';

/** The published packages that are the spec or generated from it: a change to the spec releases all four. */
export const RELEASED_WITH_THE_SPEC = ['@waas/spec', '@waas/types', '@waas/client', '@waas/msw'];

export type Bump = 'major' | 'minor' | 'patch' | 'none';

export interface PendingChangeset {
  file: string;
  bumps: Record<string, Bump>;
  /** The whole file, front matter included, as `pnpm spec changeset` rewrites it. */
  text: string;
  /** The changes of the spec its list names (empty when it has no list). */
  described: DescribedChange[];
}

/** Every changeset `changeset version` would consume: the Markdown files of the folder but its README. */
export function readPendingChangesets(folder: string): PendingChangeset[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort()
    .map((name) => {
      const text = readFileSync(join(folder, name), 'utf8');
      return { file: join(folder, name), bumps: frontMatter(text, name), text, described: readChangeList(text) };
    });
}

/** The YAML between the leading `---` lines: package name → bump. */
function frontMatter(text: string, name: string): Record<string, Bump> {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---/.exec(text);
  if (match === null) throw new Error(`${name} is not a changeset: it has no front matter`);
  return (parse(match[1] ?? '') ?? {}) as Record<string, Bump>;
}
