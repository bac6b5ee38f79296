#!/usr/bin/env node
// Runs the TypeScript sources through tsx, so `pnpm conformance` works from the root without a build first.
import { register } from 'tsx/esm/api';

register();
// A reader that stops early (`| head`) is not an error of the run.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});
const { main } = await import('../src/cli.ts');
// pnpm runs root scripts from the root; INIT_CWD is where the person typed the command, for relative paths.
process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
