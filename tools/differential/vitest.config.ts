import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { hookTimeout: 90_000, testTimeout: 60_000 },
});
