import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['src/testing/global-setup.ts'],
    hookTimeout: 90_000,
    // Only a hang meets it: in CI every package's tests share two cores, and a 7 s test once took 36.
    testTimeout: 120_000,
    // The type tests (`*.test-d.ts`) run with the others, so a type regression fails `pnpm test`.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
