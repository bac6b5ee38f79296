// `pnpm dev [options]` from the repository's root (`pnpm dev --help`); the ports default to those of `pnpm mock`,
// `pnpm start` and `pnpm run docs`.
import { UsageError } from '@waas/command-line';
import { parseDevCommand, USAGE } from './command-line.js';
import { REPOSITORY } from './outputs.js';
import { startDev } from './dev.js';

const command = (() => {
  try {
    return parseDevCommand(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`pnpm dev: ${error.message}`);
    process.exit(2);
  }
})();
if (command.kind === 'help') {
  console.log(USAGE);
  process.exit(0);
}
const { verbose, reseed, ports } = command;

const dev = await startDev({
  root: REPOSITORY,
  ports,
  log: (line) => console.log(line),
  verbose,
  reseed,
}).catch((error: unknown) => {
  console.error(`pnpm dev: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(
  [
    `dev    | following spec/: mock ${dev.urls.mock}, sandbox ${dev.urls.sandbox} (its data in .waas-dev/sandbox), ` +
      `reference ${dev.urls.docs}`,
    'dev    | each save is bundled and written to spec/dist and the generated files of types, client, msw and ' +
      'webhooks (Ctrl-C to stop)',
    ...(verbose
      ? []
      : [
          'dev    | request logs: .waas-dev/mock.log and .waas-dev/sandbox.log (`pnpm dev --verbose` prints them here)',
        ]),
  ].join('\n'),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await dev.close();
    process.exit(0);
  });
}
