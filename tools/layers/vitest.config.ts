import { defineConfig } from 'vitest/config';

// Only src/: the fixtures hold a *.test.ts of their own, which is a module to cruise, not a test to run.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
