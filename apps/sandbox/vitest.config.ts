import { configDefaults, defineConfig } from 'vitest/config';

// WAAS_TEST_DEPTH=proving (CI's Node 24 pass) leaves out what only adds depth to what the Node 20 pass ran in
// full; the root README says how it is used.
const depthOnly = process.env.WAAS_TEST_DEPTH === 'proving' ? ['src/scenarios/ledger/ledger.test.ts'] : [];

export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, ...depthOnly],
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    // PGlite boots a WebAssembly PostgreSQL per test file, and the reliability runs post thousands of times.
    testTimeout: 300_000,
    hookTimeout: 120_000,
    globalSetup: ['src/test/postgres-setup.ts', 'src/test/seed-dump-setup.ts'],
  },
});
