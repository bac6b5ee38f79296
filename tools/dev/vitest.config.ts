import { configDefaults, defineConfig } from 'vitest/config';

// WAAS_TEST_DEPTH=proving (CI's Node 24 pass) leaves out what only adds depth to what the Node 20 pass ran in
// full; the root README says how it is used.
const depthOnly = process.env.WAAS_TEST_DEPTH === 'proving' ? ['src/new-operation.test.ts'] : [];

// CI shares two cores with other workspaces' suites: generous limits, so only a hang fails a test on time.
export default defineConfig({
  test: { exclude: [...configDefaults.exclude, ...depthOnly], testTimeout: 120_000, hookTimeout: 120_000 },
});
