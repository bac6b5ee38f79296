import { defineConfig } from 'vitest/config';

// CI shares two cores with other workspaces' suites: generous limits, so only a hang fails a test on time.
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 70_000,
    // The files of a worker share its modules, loaded once rather than once per file. It holds because no test file
    // changes what others import (no module mocks, no stubbed globals or environment left behind).
    isolate: false,
  },
});
