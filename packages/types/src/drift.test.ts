import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { GENERATED_FILE, renderTypes } from '../scripts/render-types.js';

test('src/openapi.gen.ts matches the spec (else run `pnpm --filter @waas/types generate`)', async () => {
  const committed = readFileSync(GENERATED_FILE, 'utf8');
  expect(committed === (await renderTypes()), 'src/openapi.gen.ts is out of date: run `pnpm --filter @waas/types generate` and commit it').toBe(true);
});
