#!/usr/bin/env node
// `waas-conformance`, the command line over the built library, bundled in one file by scripts/bundle.ts;
// `pnpm conformance` at the root builds it first.
import { main } from '../dist/cli/bundle.js';

// A reader that stops early (`| head`) is not an error of the run.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});
// Relative paths (a profile, a report) are read from the working directory: the root's `pnpm conformance` moves
// there before it runs this file.
process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
});
