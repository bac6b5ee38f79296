import { defineConfig } from 'vitest/config';

// Only src/. Each test makes its git repositories under the OS temp directory.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
