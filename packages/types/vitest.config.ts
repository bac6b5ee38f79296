import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The type tests (`*.test-d.ts`) run with the others, so an alias that no longer matches its schema fails
    // `pnpm test`.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
