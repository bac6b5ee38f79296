// Rewrites the command, option and exit-code lists of README.md from options.ts
// (`pnpm --filter @waas/conformance readme`); with --check it only fails when one is stale, which is how `lint` keeps
// them honest. Not part of the build.
import { updateReadme } from '@waas/command-line';
import { GENERATED } from './readme-table.js';

process.exitCode = updateReadme(new URL('../../README.md', import.meta.url), GENERATED, {
  argv: process.argv.slice(2),
  fix: 'pnpm --filter @waas/conformance readme',
});
