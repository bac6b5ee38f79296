import { defineConfig } from 'vitest/config';

// initdb and two starts of a server share two cores with other suites in CI: generous limits, so only a hang fails.
export default defineConfig({
  test: { testTimeout: 120_000, hookTimeout: 60_000 },
});
