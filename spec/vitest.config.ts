import { defineConfig } from 'vitest/config';

// No test of the spec races a clock: each waits for what it checks (a process's exit, an answer), so a loaded machine
// makes it slower, never red. These limits only stop a hang; the slowest test here takes seconds.
export default defineConfig({
  test: {
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // The files of a worker share its modules, loaded once rather than once per file. It holds because no test file
    // changes what others import (no module mocks, no stubbed globals or environment left behind).
    isolate: false,
  },
});
