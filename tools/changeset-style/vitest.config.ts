import { defineConfig } from 'vitest/config';

// Only src/: the fixtures are changesets to read, not tests to run.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'] },
});
