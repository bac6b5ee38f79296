import { configDefaults, defineConfig } from 'vitest/config';

// WAAS_TEST_DEPTH=proving (CI's Node 24 pass) leaves out what only adds depth to what the Node 20 pass ran in
// full, the tarballs' checks, which read files, and the installed sandbox in a page of Chromium: no Node changes what
// they find. The root README says how it is used.
const depthOnly =
  process.env.WAAS_TEST_DEPTH === 'proving'
    ? [
        'src/readme.test.ts',
        'src/compile.test.ts',
        'src/sandbox-storybook.test.ts',
        'src/sandbox-vitest.test.ts',
        'src/sandbox-page-install.test.ts',
        'src/tarballs.test.ts',
        'src/sandbox-browser.test.ts',
      ]
    : [];

// One consumer project for every file (setup.ts packs and installs it once). The files start servers and compile
// with npx in it: one at a time, so two cores are not shared by two installs' worth of processes.
export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, ...depthOnly],
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/setup.ts'],
    fileParallelism: false,
    // The files share their worker's modules (the installed packages they import among them), loaded once rather
    // than once per file. It holds because no test file changes what others import (no module mocks, no stubbed
    // globals or environment left behind).
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
