#!/usr/bin/env node
// `waas-mock`: the published command. Exit codes: cli/options.ts (EXIT_CODES).
import { createRequire } from 'node:module';
import { parseCommand, usage, UsageError } from './options.js';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

async function main(): Promise<void> {
  const command = parseCommand(process.argv.slice(2), process.env);
  if (command.kind === 'help') return void process.stdout.write(usage());
  if (command.kind === 'version') return void process.stdout.write(`${version}\n`);
  // Imported only to serve: --help and --version answer without loading Prism's starter.
  const { startMock } = await import('../mock.js');
  const mock = await startMock({ host: command.host, port: command.port, onOutput: (chunk) => process.stdout.write(chunk) });
  process.stdout.write(`${mock.banner}\n`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      stopping = true;
      await mock.prism.stop();
      process.exit(0);
    });
  }
  mock.prism.process.on('exit', (code) => {
    if (stopping) return;
    process.stderr.write(`waas-mock: Prism exited with ${code ?? 'a signal'}\n`);
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  const usageError = error instanceof UsageError;
  const message = usageError ? `${error.message} (see --help)` : error instanceof Error ? error.message : String(error);
  process.stderr.write(`waas-mock: ${message}\n`);
  process.exit(usageError ? 2 : 1);
});
