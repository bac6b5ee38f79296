import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A ```ts block of a README, in the order the README shows it (`index` counts from 1). */
export interface Example {
  index: number;
  code: string;
  /** What the block says it prints: the text after `console.log(...); //`, line by line. */
  promised: string[];
}

/** Where a package's README examples are read from and run. */
export interface ReadmeLocation {
  /** The package's root: its README, and the tsconfig.json its examples are type-checked with, are there. */
  packageRoot: URL;
  /** The README's file name in that root. */
  readme?: string | undefined;
}

export function readmeExamples({ packageRoot, readme = 'README.md' }: ReadmeLocation): Example[] {
  const text = readFileSync(new URL(readme, packageRoot), 'utf8');
  return [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map(([, code], index) => ({
    index: index + 1,
    code: code!,
    promised: [...code!.matchAll(/console\.log\(.*\);\s*\/\/\s*(.+)$/gm)].map(([, said]) => said!.trim()),
  }));
}

/**
 * A new directory for a run of examples, under the system's temporary directory: a test never writes inside the tree
 * it tests, where tasks that scan the tree could meet a half-written file. Its `node_modules` links what the package
 * itself sees (its own and its ancestors' `node_modules`, nearest first) and the package under its own name, so an
 * example's `import '@waas/…'` resolves to the built package as it would for a user who installed it.
 */
export function temporaryDirFor(packageRoot: URL): URL {
  const root = fileURLToPath(packageRoot);
  const dir = mkdtempSync(join(tmpdir(), 'waas-readme-'));
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  const manifest = join(root, 'package.json');
  if (existsSync(manifest))
    link(root, join(modules, (JSON.parse(readFileSync(manifest, 'utf8')) as { name: string }).name));
  for (let folder = root; ; folder = dirname(folder)) {
    const seen = join(folder, 'node_modules');
    if (existsSync(seen)) linkEntries(seen, modules);
    if (dirname(folder) === folder) break;
  }
  return pathToFileURL(`${dir}/`);
}

/** Links each entry of `from` into `into` unless a nearer folder linked it first; a scope (`@x/`) is merged. */
function linkEntries(from: string, into: string): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const target = join(into, entry.name);
    if (entry.name.startsWith('@') && entry.isDirectory()) {
      mkdirSync(target, { recursive: true });
      linkEntries(join(from, entry.name), target);
    } else link(join(from, entry.name), target);
  }
}

function link(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  if (!existsSync(to)) symlinkSync(from, to, 'dir');
}
