import { defineConfig } from 'vitest/config';

// One consumer project for every file (setup.ts packs and installs it once). The files start servers and compile
// with npx in it: one at a time, so two cores are not shared by two installs' worth of processes.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
