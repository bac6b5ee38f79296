import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// CI shares two cores with other workspaces' suites: generous limits, so only a hang fails a test on time.
export default defineConfig({
  // @waas/msw's tests use this client, so it cannot be a dependency here (a cycle turbo refuses): the README's browser
  // recipes test reads its sources, as tsconfig.json's `paths` does.
  resolve: { alias: { '@waas/msw': fileURLToPath(new URL('../msw/src/index.ts', import.meta.url)) } },
  test: {
    testTimeout: 20_000,
    hookTimeout: 70_000,
    // The files of a worker share its modules, loaded once rather than once per file. It holds because no test file
    // changes what others import (no module mocks, no stubbed globals or environment left behind:
    // `unstubGlobals` takes back the page's `location` a test stubs).
    isolate: false,
    unstubGlobals: true,
    // Type tests (`*.test-d.ts`) are compiled by the package's typecheck task, which `pnpm test` runs: a failed
    // expectTypeOf is a compile error there.
  },
});
