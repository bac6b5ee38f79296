import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { treeWrites } from './tree-writes.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SKIP = new Set(['node_modules', 'dist', 'fixtures', '.turbo', 'test-results']);

/** Test files and the helpers only tests import. */
const isTestCode = (path: string) => /\.test\.ts$/.test(path) || /\/src\/test(ing)?\//.test(path);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (path.endsWith('.ts') && isTestCode(path)) yield path;
  }
}

const found = ['apps', 'packages', 'spec', 'tools'].flatMap((top) =>
  [...files(join(root, top))].flatMap((path) =>
    treeWrites(path, readFileSync(path, 'utf8')).map(
      ({ line, column, call }) => `${relative(root, path)}:${line}:${column} ${call}`,
    ),
  ),
);
if (found.length > 0) {
  console.error(
    `${found.length} test write(s) inside the tree; write under tmpdir() instead (mkdtemp(join(tmpdir(), …))):`,
  );
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
