// What `npm i @waas/sandbox` gets, as `pnpm pack` lists it from package.json's "files": exactly what runs, the sources
// its maps point at, and nothing of the tests.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';

const APP = fileURLToPath(new URL('../', import.meta.url));
const under = (dir: string) =>
  readdirSync(join(APP, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`);
const isFile = (path: string) => statSync(join(APP, path)).isFile();

let packed: string[] = [];
beforeAll(() => {
  if (!existsSync(join(APP, 'dist/main.js'))) throw new Error('dist is missing: build the sandbox first (pnpm build)');
  const listing = JSON.parse(execFileSync('pnpm', ['pack', '--dry-run', '--json'], { cwd: APP, encoding: 'utf8' })) as {
    files: { path: string }[];
  };
  packed = listing.files.map((file) => file.path).sort();
}, 60_000);

describe('the tarball', () => {
  test(
    'holds the build but its types (those of the MSW entries ship), ' +
      'migrations, the control document, the shipped sources, README, LICENSE, CHANGELOG',
    () => {
      const shippedSource = (path: string) =>
        path.endsWith('.ts') &&
        !path.endsWith('.test.ts') &&
        !path.startsWith('src/test/') &&
        !path.includes('/fixtures/');
      const want = [
        // Every module of dist ships, prebuild.js too: a start looks for the seed dump by a digest of them all
        // (seed/dump.ts).
        ...under('dist').filter(
          (path) => isFile(path) && (!path.endsWith('.d.ts') || /^dist\/msw\/[^/]+\.d\.ts$/.test(path)),
        ),
        ...under('migrations').filter(isFile),
        ...under('control').filter(isFile),
        ...under('src').filter(shippedSource),
        'CHANGELOG.md',
        'LICENSE',
        'MSW.md',
        'README.md',
        'package.json',
      ].sort();
      expect(packed).toEqual(want);
    },
  );

  test.each<[string, { given: string; want: RegExp }]>([
    ['the bin', { given: 'dist/main.js', want: /^dist\/main\.js$/ }],
    [
      "PGlite's thread",
      { given: 'dist/storage/node/pglite-thread.js', want: /^dist\/storage\/node\/pglite-thread\.js$/ },
    ],
    ['the seed dump', { given: 'dist/seed-dumps/', want: /^dist\/seed-dumps\/[0-9a-f]{32}\.tar$/ }],
    ['the first migration', { given: 'migrations/', want: /^migrations\/001_[\w-]+\.sql$/ }],
    ["the MSW entry's types", { given: 'dist/msw/', want: /^dist\/msw\/index\.d\.ts$/ }],
  ])('holds what a start reads: %s', (_, { given, want }) =>
    expect(packed.filter((path) => path.startsWith(given)).some((path) => want.test(path))).toBe(true),
  );

  test('holds the source of every line of every source map', () => {
    const maps = packed.filter((path) => path.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(50);
    const missing = maps.flatMap((map) =>
      (JSON.parse(readFileSync(join(APP, map), 'utf8')) as { sources: string[] }).sources
        .map((source) => normalize(join(dirname(map), source)))
        .filter((source) => !packed.includes(source)),
    );
    expect(missing).toEqual([]);
  });

  test('holds nothing of the tests', () => {
    expect(
      packed.filter((path) =>
        /\.test\.ts$|^src\/test\/|\/fixtures\/|^bench\/|^scripts\/|^dist\/(?!msw\/).*\.d\.ts$/.test(path),
      ),
    ).toEqual([]);
  });
});
