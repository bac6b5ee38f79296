// The root's biome.json on fixtures: each file breaks one rule the team keeps, one keeps them all. The check is the
// one `pnpm style` runs, so deleting or loosening a rule fails here.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';

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
