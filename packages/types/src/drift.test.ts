import { readFileSync } from 'node:fs';
import { loadBundle } from '@waas/spec/pairs';
import { expect, test } from 'vitest';
import { GENERATED } from '../scripts/generated-files.js';

test.each(GENERATED.map(({ file, render }) => [file.pathname.split('/').pop()!, file, render] as const))(
  'src/%s matches the spec (else run `pnpm --filter @waas/types generate`)',
  async (name, file, render) => {
    expect(
      readFileSync(file, 'utf8') === (await render(loadBundle())),
      `src/${name} is out of date: run \`pnpm --filter @waas/types generate\` and commit it`,
    ).toBe(true);
  },
);
