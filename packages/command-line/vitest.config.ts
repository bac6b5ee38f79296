import { defineConfig } from 'vitest/config';

// Pure functions of their arguments: no process, port or clock, so the defaults hold.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The files of a worker share its modules, loaded once rather than once per file. It holds because no test file
    // changes what others import (no module mocks, no stubbed globals or environment left behind).
    isolate: false,
  },
});
