import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { GENERATED } from './generated-files.js';

test.each(GENERATED.map(({ file, render }) => [file.pathname.split('/src/').pop()!, file, render] as const))(
  'src/%s matches its schema (else run `pnpm --filter @waas/conformance generate`)',
  async (name, file, render) => {
    const committed = readFileSync(file, 'utf8');
    expect(
      committed === (await render()),
      `src/${name} is out of date: run \`pnpm --filter @waas/conformance generate\` and commit it`,
    ).toBe(true);
  },
);
