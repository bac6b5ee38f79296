import { configDefaults, defineConfig } from 'vitest/config';

// WAAS_TEST_DEPTH=proving (CI's Node 24 pass) leaves out what only adds depth to what the Node 20 pass ran in
// full; the root README says how it is used.
const depthOnly = process.env.WAAS_TEST_DEPTH === 'proving' ? ['src/run/live-target.test.ts'] : [];

export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, ...depthOnly],
    globalSetup: ['src/testing/global-setup.ts'],
    // The files of a worker share its modules, loaded once rather than once per file. It holds because no test file
    // changes what others import (no module mocks, no stubbed globals or environment).
    isolate: false,
    hookTimeout: 90_000,
    // Only a hang meets it: in CI every package's tests share two cores, where a test can take five times as long.
    testTimeout: 120_000,
    // Type tests (`*.test-d.ts`) are compiled by the package's typecheck task, which `pnpm test` runs: a failed
    // expectTypeOf is a compile error there.
  },
});
