import { defineConfig } from 'vitest/config';

// The plugin's middleware on a bare Node server of the test's own: no browser, no build, so the defaults hold.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'] },
});
