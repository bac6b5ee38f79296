import { readFileSync } from 'node:fs';
import { loadBundle } from '@waas/spec/pairs';
import { expect, test } from 'vitest';
import { renderEventsModule } from './render-events.js';

test('src/events.gen.ts matches the spec (else run `pnpm --filter @waas/webhooks generate`)', () => {
  const committed = readFileSync(new URL('../src/events.gen.ts', import.meta.url), 'utf8');
  expect(
    committed === renderEventsModule(loadBundle()),
    'src/events.gen.ts is out of date: run `pnpm --filter @waas/webhooks generate` and commit it',
  ).toBe(true);
});
