import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changesetProblems } from './changeset-style.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const folder = '.changeset';

/** Every changeset `changeset version` would consume: the Markdown files of the folder but its README. */
const changesets = readdirSync(join(root, folder))
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .sort();

const found = changesets.flatMap((name) =>
  changesetProblems(`${folder}/${name}`, readFileSync(join(root, folder, name), 'utf8')),
);
if (found.length > 0) {
  for (const line of found) console.error(line);
  console.error(
    `${found.length} problem(s) in pending changesets: a changeset is the CHANGELOG entry a user reads, so it says ` +
      `what changed for them and how to migrate (tools/changeset-style/README.md).`,
  );
  process.exit(1);
}
