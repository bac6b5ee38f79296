// A copy of the repository's working tree that tests may change freely: what git would commit (tracked and untracked,
// not ignored), each workspace's built dist, and node_modules that resolve like the tree's. Outside src's build: only
// tests use it.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/** The folders pnpm-workspace.yaml lists, relative to the root, with the root itself: those with a node_modules. */
function installedFolders(root: string): string[] {
  const parents = ['packages', 'apps', 'tools'].flatMap((group) =>
    readdirSync(join(root, group)).map((name) => `${group}/${name}`),
  );
  return ['', 'spec', ...parents].filter((folder) => existsSync(join(root, folder, 'node_modules')));
}

/**
 * Mirrors one node_modules: pnpm's links are relative, so a link to a workspace package reaches the copy's package
 * and a link into `.pnpm` reaches the tree's store through the one absolute link, the root's `.pnpm`. Caches the
 * tools write there (`.vite`, `.vite-temp`) are left out, so the copy's runs write only in the copy. Packages of the
 * store that import a workspace package (none here but through pnpm's hoisting) would reach the tree's.
 */
function mirrorNodeModules(from: string, to: string, root: boolean): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    // The commands' scripts find their package beside the folder they are called through: the copy's, then.
    else if (entry.isDirectory() && ((root && entry.name === '.pnpm') || entry.name === '.bin'))
      symlinkSync(source, target);
    else if (entry.isDirectory() && entry.name.startsWith('@')) mirrorNodeModules(source, target, false);
    else if (entry.isFile()) copyFileSync(source, target);
  }
}

/** Copies the working tree of `root` into `into` (which must not exist yet), ready to build, test and run. */
export function copyRepository(root: string, into: string): void {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of listed.split('\0').filter(Boolean)) {
    const [source, target] = [join(root, file), join(into, file)];
    const stat = lstatSync(source, { throwIfNoEntry: false });
    // A tracked file deleted in the tree is not part of it.
    if (!stat) continue;
    mkdirSync(dirname(target), { recursive: true });
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else copyFileSync(source, target);
  }
  for (const folder of installedFolders(root)) {
    mirrorNodeModules(join(root, folder, 'node_modules'), join(into, folder, 'node_modules'), folder === '');
    // Real copies: a build in the copy that rewrote a file in place must not reach the tree's.
    const dist = join(root, folder, 'dist');
    if (existsSync(dist)) cpSync(dist, join(into, folder, 'dist'), { recursive: true });
  }
}
