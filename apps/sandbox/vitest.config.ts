import { configDefaults, defineConfig } from 'vitest/config';

// WAAS_TEST_DEPTH=proving (CI's Node 24 pass) leaves out what only adds depth to what the Node 20 pass ran in
// full; the root README says how it is used. Node 24 still makes a seed dump and starts every PGlite sandbox from it,
// reopens a data directory (listen.test.ts) and compiles PGlite from its code cache (pglite-compiled.test.ts).
const depthOnly =
  process.env.WAAS_TEST_DEPTH === 'proving'
    ? [
        'src/scenarios/ledger/ledger.test.ts',
        'src/seed/dump.test.ts',
        'src/scenarios/webhooks/restart.test.ts',
        // Processes of the sandbox on one PostgreSQL under load: the engine itself is proved by the other PostgreSQL
        // tests on each Node.
        'src/storage/scale-out.test.ts',
        'src/storage/database-outage.test.ts',
        'src/scenarios/organizations/two-teams.test.ts',
        // The handlers in a page of Chromium: what it proves runs in the browser, whichever Node serves the page.
        'src/msw/browser.test.ts',
      ]
    : [];

export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, ...depthOnly],
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    // The files of a worker share its modules: PGlite's WebAssembly and the sandbox's modules load once per worker,
    // not once per file, which was most of the suite's time. It holds because no test file changes what others
    // import (no module mocks, no stubbed globals or environment): state lives in the sandboxes each file opens.
    isolate: false,
    // The proving pass runs this suite as the other tasks end, and it ended the pass on one core while the other idled:
    // two files at a time there (each file opens its own PostgreSQL database, port and PGlite). The full pass keeps
    // the default, one: its tasks already keep both cores busy.
    ...(process.env.WAAS_TEST_DEPTH === 'proving' && { maxWorkers: 2 }),
    // PGlite boots a WebAssembly PostgreSQL per test file, and the reliability runs post thousands of times.
    testTimeout: 300_000,
    hookTimeout: 120_000,
    globalSetup: ['src/test/postgres-setup.ts', 'src/test/seed-dump-setup.ts'],
  },
});
