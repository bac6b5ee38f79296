import { afterAll, beforeAll } from 'vitest';
import { startPrism } from '@waas/prism-front';
import { readmeSuite } from '@waas/readme-examples';

// The README's examples run as written, against Prism serving the spec as `pnpm mock` does.
let baseUrl = '';
let stop: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ url: baseUrl, stop } = await startPrism());
}, 70_000);
afterAll(() => stop?.(), 10_000);

readmeSuite({
  packageRoot: new URL('../', import.meta.url),
  least: 4,
  env: () => ({ ...process.env, WAAS_BASE_URL: baseUrl }),
});
