// The root's `dev` script builds exactly the workspace packages whose dist the programs pnpm dev runs from source
// import, and what those import in turn. An import of a package it does not build works wherever another build left
// a dist, and fails only in a fresh clone; this finds it here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { DOCS, MOCK, SANDBOX } from './dev.js';
import { REPOSITORY } from './outputs.js';
import { SPEC_CLI } from './release-gate.js';

const PROGRAMS = [fileURLToPath(new URL('./main.ts', import.meta.url)), MOCK, SANDBOX, DOCS, SPEC_CLI];

interface Import {
  specifier: string;
  /** `import type` or `export type`: gone under tsx, still read by a package's tsc. */
  typeOnly: boolean;
}

/** Imports and re-exports, side-effect imports and `import('…')`; text inside a string is not at a line start. */
function importsOf(text: string): Import[] {
  const found: Import[] = [];
  for (const [, type, specifier] of text.matchAll(
    /(?:^|\n)\s*(?:import|export)(\s+type)?\b[^'";]*?\bfrom\s*'([^']+)'/g,
  ))
    found.push({ specifier: specifier!, typeOnly: type !== undefined });
  for (const [, specifier] of text.matchAll(/(?:^|\n)\s*import\s*'([^']+)'/g))
    found.push({ specifier: specifier!, typeOnly: false });
  for (const [, specifier] of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g))
    found.push({ specifier: specifier!, typeOnly: false });
  return found;
}

/** Each workspace package's folder, by name. */
function workspaces(): Map<string, string> {
  const folders = ['apps', 'packages', 'tools'].flatMap((group) =>
    readdirSync(join(REPOSITORY, group)).map((name) => join(REPOSITORY, group, name)),
  );
  const named = new Map<string, string>();
  for (const folder of [join(REPOSITORY, 'spec'), ...folders]) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest)) named.set((JSON.parse(readFileSync(manifest, 'utf8')) as { name: string }).name, folder);
  }
  return named;
}

/** What a package's build compiles: src, less its tests (each tsconfig.build.json leaves them out). */
function builtSources(folder: string): string[] {
  const files: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'test' && name !== 'fixtures') walk(path);
      } else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.test-d.ts')) files.push(path);
    }
  };
  if (existsSync(join(folder, 'src'))) walk(join(folder, 'src'));
  return files;
}

/**
 * The workspace packages reached from the programs: a program's own files are followed through their relative
 * imports and need a package's dist only for a value; a package is built, so everything its sources import counts.
 */
function packagesNeeded(): string[] {
  const named = workspaces();
  const needed = new Set<string>();
  const seen = new Set<string>();
  const queue = PROGRAMS.map((file) => ({ file, built: false }));
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next.file)) continue;
    seen.add(next.file);
    for (const { specifier, typeOnly } of importsOf(readFileSync(next.file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const file = resolve(dirname(next.file), specifier.replace(/\.js$/, '.ts'));
        if (file.endsWith('.ts') && existsSync(file)) queue.push({ file, built: next.built });
        continue;
      }
      const name = /^@waas\/[^/]+/.exec(specifier)?.[0];
      if (name === undefined || (typeOnly && !next.built) || needed.has(name)) continue;
      needed.add(name);
      for (const file of builtSources(named.get(name)!)) queue.push({ file, built: true });
    }
  }
  return [...needed].sort();
}

test('the dev script builds the packages the programs pnpm dev runs import, and nothing else', () => {
  const script = (JSON.parse(readFileSync(join(REPOSITORY, 'package.json'), 'utf8')) as { scripts: { dev: string } })
    .scripts.dev;
  const [build] = script.split(' && ');
  expect(build).toMatch(/^turbo run build --only /);
  const built = [...build!.matchAll(/--filter=(\S+)/g)].map(([, name]) => name!).sort();
  expect(built).toEqual(packagesNeeded());
});

test.each<[string, { given: string; want: Import[] }]>([
  ['a value import', { given: "import { a } from '@waas/x';", want: [{ specifier: '@waas/x', typeOnly: false }] }],
  ['a type import', { given: "import type { A } from '@waas/x';", want: [{ specifier: '@waas/x', typeOnly: true }] }],
  [
    'a re-export and an import over lines',
    {
      given: "export { a } from './a.js';\nimport {\n  b,\n  c,\n} from '@waas/y/sub';",
      want: [
        { specifier: './a.js', typeOnly: false },
        { specifier: '@waas/y/sub', typeOnly: false },
      ],
    },
  ],
  [
    'a side-effect import and a dynamic one',
    {
      given: "import './side.js';\nconst m = await import('@waas/z');",
      want: [
        { specifier: './side.js', typeOnly: false },
        { specifier: '@waas/z', typeOnly: false },
      ],
    },
  ],
  ['an import in a string', { given: 'const text = "import { a } from \'@waas/client\';";', want: [] }],
])('importsOf: %s', (_, { given, want }) => {
  expect(importsOf(given)).toEqual(want);
});
