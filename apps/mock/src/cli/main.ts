#!/usr/bin/env node
// `waas-mock`: the published command. Exit codes: cli/options.ts (EXIT_CODES).
import { createRequire } from 'node:module';
import { UsageError } from '@waas/command-line';
import type { RunningMock } from '../mock.js';
import { parseCommand, usage } from './options.js';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

async function main(): Promise<void> {
  const command = parseCommand(process.argv.slice(2), process.env);
  if (command.kind === 'help') return void process.stdout.write(usage());
  if (command.kind === 'version') return void process.stdout.write(`${version}\n`);
  // Signals are heard from the start: one arriving while Prism starts stops it too, rather than orphaning it.
  const stopping = new AbortController();
  let mock: RunningMock | undefined;
  // SIGHUP too: a closed terminal stops the mock as Ctrl-C does.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, async () => {
      stopping.abort(new StartStopped());
      if (!mock) return; // the start sees the abort, stops Prism and ends in main().catch
      await mock.prism.stop();
      process.exit(0);
    });
  }
  // Imported only to serve: --help and --version answer without loading Prism's starter.
  const { startMock } = await import('../mock.js');
  mock = await startMock({
    host: command.host,
    port: command.port,
    signal: stopping.signal,
    onOutput: (chunk) => process.stdout.write(chunk),
  });
  if (stopping.signal.aborted) {
    await mock.prism.stop();
    process.exit(0);
  }
  process.stdout.write(`${mock.banner}\n`);
  mock.prism.process.on('exit', (code) => {
    if (stopping.signal.aborted) return;
    process.stderr.write(`waas-mock: Prism exited with ${code ?? 'a signal'}\n`);
    process.exit(1);
  });
}

/** Thrown out of a start a signal stopped; the signal's handler exits 0. */
class StartStopped extends Error {}

main().catch((error: unknown) => {
  if (error instanceof StartStopped) process.exit(0);
  const usageError = error instanceof UsageError;
  const message = usageError ? `${error.message} (see --help)` : error instanceof Error ? error.message : String(error);
  process.stderr.write(`waas-mock: ${message}\n`);
  process.exit(usageError ? 2 : 1);
});
