import { defineConfig } from 'vitest/config';

// CI shares two cores with other workspaces' suites: generous limits, so only a hang fails a test on time.
export default defineConfig({
  test: { testTimeout: 60_000, hookTimeout: 60_000 },
});
