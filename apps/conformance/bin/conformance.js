#!/usr/bin/env node
// The command line over the built library; `pnpm conformance` at the root builds it first.
import { main } from '../dist/cli.js';

// A reader that stops early (`| head`) is not an error of the run.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});
// pnpm runs root scripts from the root; INIT_CWD is where the person typed the command, for relative paths.
process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
