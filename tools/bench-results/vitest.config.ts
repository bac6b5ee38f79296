import { defineConfig } from 'vitest/config';

// Only src/.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
