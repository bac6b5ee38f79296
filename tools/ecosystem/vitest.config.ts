import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Generating and type-checking four clients takes seconds, more when turbo runs other tasks beside it.
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
