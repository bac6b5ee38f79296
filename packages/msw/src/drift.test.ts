import { staleGenerated } from '@waas/generated';
import { expect, test } from 'vitest';
import { GENERATED } from '../scripts/generated-files.js';

test('the generated files match the spec', async () => {
  expect(
    await staleGenerated(GENERATED),
    'out of date: run `pnpm --filter @waas/msw generate` and commit them',
  ).toEqual([]);
});
