import { defineConfig } from 'vitest/config';

// Only src/: the fixtures are test files to read, not to run.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
