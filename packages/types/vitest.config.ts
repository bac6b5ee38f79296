import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Type tests (`*.test-d.ts`) are compiled by the package's typecheck task, which `pnpm test` runs: a failed
    // expectTypeOf is a compile error there.
  },
});
