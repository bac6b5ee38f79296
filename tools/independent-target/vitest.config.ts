import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Only a hang meets it: in CI every package's tests share two cores, and a 7 s test once took 36.
    testTimeout: 120_000,
  },
});
