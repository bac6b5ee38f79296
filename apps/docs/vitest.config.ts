import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Chromium starts and Redoc draws the page in a few seconds on two cores; the bounds leave room for a busy CI.
    testTimeout: 60_000,
    hookTimeout: 150_000,
  },
});
