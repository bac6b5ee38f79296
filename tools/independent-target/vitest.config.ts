import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Only a hang meets it: in CI every package's tests share two cores, and a test can take several times as long.
    testTimeout: 120_000,
  },
});
