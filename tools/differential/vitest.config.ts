import { configDefaults, defineConfig } from 'vitest/config';

// WAAS_TEST_DEPTH=proving (CI's Node 24 pass) leaves out what only adds depth to what the Node 20 pass ran in
// full; the root README says how it is used.
const depthOnly = process.env.WAAS_TEST_DEPTH === 'proving' ? ['src/specmatic/specmatic.test.ts'] : [];

export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, ...depthOnly],
    hookTimeout: 90_000,
    testTimeout: 60_000,
  },
});
