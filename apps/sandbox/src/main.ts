#!/usr/bin/env node
// `waas-sandbox`: the published command. Options, variables and exit codes: cli/options.ts.
import { compileCacheDirectory } from './compile-cache.js';
import { parseCommand, type SandboxCommand } from './cli/command.js';
import { failure } from './cli/failure.js';
import { stopRequested } from './cli/stop-signals.js';
import { WEBHOOK_COMMANDS } from './cli/webhooks/options.js';
import { prestartThread } from './storage/node/pglite-connection.js';

function fail(error: unknown): void {
  const { code, line } = failure(error);
  process.stderr.write(`${line}\n`);
  process.exitCode = code;
}

const webhookCommand = WEBHOOK_COMMANDS.find((name) => name === process.argv[2]);
let command: SandboxCommand | undefined;
try {
  command = webhookCommand ? undefined : parseCommand(process.argv.slice(2), process.env);
} catch (error) {
  fail(error);
}
if (webhookCommand) await (await import('./cli/webhooks/main.js')).main(webhookCommand, process.argv.slice(3), fail);
else if (command?.kind === 'help') process.stdout.write((await import('./cli/usage.js')).usage());
else if (command?.kind === 'version') process.stdout.write(`${(await import('./cli/version.js')).packageVersion()}\n`);
else if (command?.kind === 'serve') {
  const stopping = stopRequested();
  // PGlite's thread starts before the server's modules are imported (serve.ts): its own start then runs beside theirs.
  if (command.databaseUrl === undefined) prestartThread({ compileCacheDirectory });
  try {
    await (await import('./serve.js')).serve(command, stopping);
  } catch (error) {
    fail(error);
    // PGlite's thread and PostgreSQL's pool would otherwise hold the process open.
    process.exit();
  }
}
