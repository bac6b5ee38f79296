import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['src/testing/global-setup.ts'],
    hookTimeout: 90_000,
    testTimeout: 30_000,
  },
});
