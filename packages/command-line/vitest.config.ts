import { defineConfig } from 'vitest/config';

// Pure functions of their arguments: no process, port or clock, so the defaults hold.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'] },
});
