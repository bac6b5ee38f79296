import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Chromium starts and Redoc draws the page in a few seconds on two cores; the bounds leave room for a busy CI.
    testTimeout: 60_000,
    hookTimeout: 150_000,
    // The files of a worker share its modules, loaded once rather than once per file. It holds because no test file
    // changes what others import (no module mocks, no stubbed globals or environment left behind).
    isolate: false,
  },
});
