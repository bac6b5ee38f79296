// The root's biome.json and the line width check on fixtures: each file breaks one rule the team keeps, one keeps them
// all. The checks are the ones `pnpm style` runs, so deleting or loosening a rule fails here.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { isChecked, type LineWidthConfig } from './line-width.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BIOME = join(ROOT, 'node_modules/@biomejs/biome/bin/biome');

// A copy outside the repository: the root's config ignores fixtures/, and git is not asked which files it tracks.
const dir = mkdtempSync(join(tmpdir(), 'waas-style-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
cpSync(fileURLToPath(new URL('../fixtures/', import.meta.url)), dir, { recursive: true });
const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8')) as {
  $schema?: string;
  vcs: { enabled: boolean };
};
delete config.$schema;
config.vcs.enabled = false;
writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));

// Fixtures wider than 120 columns are written here rather than kept in fixtures/: the repository's own line width check
// would refuse them there.
const tooWide = 'export const wide = (first: number, second: number, third: number, fourth: number, fifth: number, ';
writeFileSync(join(dir, 'too-wide.ts'), `${tooWide}sixth: number) => first;\n`);
const at120 = readFileSync(join(dir, 'width-120.md'), 'utf8');
writeFileSync(join(dir, 'width-121.md'), at120.replace('a full stop.', 'a full stop!.'));
writeFileSync(join(dir, 'width-121-bytes.md'), at120.replace('a full stop.', 'an arrow: →'));
mkdirSync(join(dir, 'bench'));
for (const generated of ['CHANGELOG.md', 'bench/RESULTS.md', 'types.gen.ts']) {
  cpSync(join(dir, 'width-121.md'), join(dir, generated));
}

interface Diagnostic {
  category: string;
}

function check(file: string): string[] {
  const run = spawnSync(process.execPath, [BIOME, 'check', '--reporter=json', '--max-diagnostics=50', file], {
    cwd: dir,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  return [...new Set(report.diagnostics.map(({ category }) => category))].sort();
}

test.each([
  { given: 'floating-promise.ts', want: ['lint/nursery/noFloatingPromises'] },
  { given: 'unused.ts', want: ['lint/correctness/noUnusedImports', 'lint/correctness/noUnusedVariables'] },
  { given: 'value-import-of-a-type.ts', want: ['lint/style/useImportType'] },
  { given: 'too-wide.ts', want: ['format'] },
  { given: 'kept.ts', want: [] },
])('$given: $want', ({ given, want }) => {
  expect(check(given)).toEqual(want);
});

const WIDTH = join(ROOT, 'tools/style/src/line-width-main.ts');
const TSX = join(ROOT, 'tools/style/node_modules/.bin/tsx');

/** The line width check on `files` (from the fixtures' copy): its exit code and the lines it refused. */
function width(...files: string[]): { status: number | null; refused: string[] } {
  const run = spawnSync(TSX, [WIDTH, ...files], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, refused: run.stderr.split('\n').filter((line) => / is \d+ columns wide$/.test(line)) };
}

describe('line width', () => {
  test.each([
    { given: 'width-120.md', want: { status: 0, refused: [] } },
    { given: 'width-121.md', want: { status: 1, refused: ['width-121.md:3 is 121 columns wide'] } },
    // Counted in bytes, as awk counts: 119 characters, the last of three bytes.
    { given: 'width-121-bytes.md', want: { status: 1, refused: ['width-121-bytes.md:3 is 121 columns wide'] } },
    { given: 'CHANGELOG.md', want: { status: 0, refused: [] } },
    { given: 'bench/RESULTS.md', want: { status: 0, refused: [] } },
    { given: 'types.gen.ts', want: { status: 0, refused: [] } },
  ])('$given: exit $want.status', ({ given, want }) => {
    expect(width(given)).toEqual(want);
  });

  const config: LineWidthConfig = {
    maxColumns: 120,
    files: ['*.ts', '*.md'],
    generated: ['*.gen.ts'],
    notYetClean: ['apps/wide/', 'docs/wide.md'],
  };
  test.each([
    { given: 'apps/wide/src/a.ts', want: false },
    { given: 'apps/wider/src/a.ts', want: true },
    { given: 'docs/wide.md', want: false },
    { given: 'docs/wide.md.ts', want: true },
    { given: 'src/a.gen.ts', want: false },
    { given: 'src/a.json', want: false },
  ])('notYetClean and generated: $given checked is $want', ({ given, want }) => {
    expect(isChecked(given, config)).toBe(want);
  });
});
