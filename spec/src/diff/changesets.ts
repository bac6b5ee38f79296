// Pending changesets (`.changeset/*.md`): which packages they bump, and how far.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export type Bump = 'major' | 'minor' | 'patch' | 'none';

export interface PendingChangeset {
  file: string;
  bumps: Record<string, Bump>;
}

/** Every changeset `changeset version` would consume: the Markdown files of the folder but its README. */
export function readPendingChangesets(folder: string): PendingChangeset[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort()
    .map((name) => ({ file: join(folder, name), bumps: frontMatter(readFileSync(join(folder, name), 'utf8'), name) }));
}

/** The YAML between the leading `---` lines: package name → bump. */
function frontMatter(text: string, name: string): Record<string, Bump> {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---/.exec(text);
  if (match === null) throw new Error(`${name} is not a changeset: it has no front matter`);
  return (parse(match[1] ?? '') ?? {}) as Record<string, Bump>;
}
