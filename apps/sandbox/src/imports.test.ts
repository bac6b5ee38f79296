import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** Every relative import of the modules (tests aside) under `src/<folder>`, as the file and the top folder of src it reaches. */
function importsOf(folder: string): { file: string; reaches: string }[] {
  const files = readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  return files.flatMap((file) => {
    const path = join(SRC, folder, file);
    const text = readFileSync(path, 'utf8');
    const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|import\('([^']+)'\)/g)].map((m) => m[1] ?? m[2]!);
    return specifiers
      .filter((s) => s.startsWith('.'))
      .map((s) => ({ file: relative(SRC, path), reaches: relative(SRC, resolve(dirname(path), s)).split(/[\\/]/)[0]! }));
  });
}

describe('which folders of src import which', () => {
  it('sees imports across folders (the rule below would pass on a scanner that sees none)', () => {
    expect(importsOf('control')).toContainEqual({ file: join('control', 'control-api.ts'), reaches: 'contract' });
    expect(importsOf('http')).toContainEqual({ file: join('http', 'wallet-api.ts'), reaches: 'contract' });
  });

  it.each([
    { folder: 'contract', given: 'the binder, which both APIs use', mayNotReach: ['http', 'control', 'domain', 'storage', 'seed'] },
    { folder: 'control', given: 'the control API', mayNotReach: ['http', 'storage'] },
    { folder: 'http', given: 'the wallet API', mayNotReach: ['control'] },
  ])('$folder ($given) imports none of $mayNotReach', ({ folder, mayNotReach }) => {
    expect(importsOf(folder).filter((i) => mayNotReach.includes(i.reaches))).toEqual([]);
  });
});
