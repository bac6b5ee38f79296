import { readFileSync } from 'node:fs';
import { loadBundle } from '@waas/spec/pairs';
import { expect, test } from 'vitest';
import { GENERATED_FILE, renderResponses } from '../scripts/render-responses.js';

test('src/responses.gen.ts matches the spec (else run `pnpm --filter @waas/msw generate`)', () => {
  const committed = readFileSync(GENERATED_FILE, 'utf8');
  expect(committed === renderResponses(loadBundle()), 'src/responses.gen.ts is out of date: run `pnpm --filter @waas/msw generate` and commit it').toBe(true);
});
