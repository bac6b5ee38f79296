import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    // PGlite boots a WebAssembly PostgreSQL per test file, and the reliability runs post thousands of times.
    testTimeout: 300_000,
    hookTimeout: 120_000,
    globalSetup: ['src/test/postgres-setup.ts'],
  },
});
