// `pnpm dev [--verbose] [--reseed]` from the repository's root: ports from the environment (MOCK_PORT, SANDBOX_PORT,
// DOCS_PORT), the defaults of `pnpm mock`, `pnpm start` and `pnpm run docs`.
import { REPOSITORY } from './outputs.js';
import { startDev } from './dev.js';

const port = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    console.error(`pnpm dev: ${name} must be a port number (0 to 65535), got ${process.env[name]}`);
    process.exit(2);
  }
  return value;
};

const args = process.argv.slice(2);
if (args.some((arg) => arg !== '--verbose' && arg !== '--reseed')) {
  console.error(
    'pnpm dev takes --verbose (the request logs printed too) and --reseed (the sandbox reset when the examples of ' +
      `its seed change), got ${args.join(' ')}`,
  );
  process.exit(2);
}
const verbose = args.includes('--verbose');
const reseed = args.includes('--reseed');

const dev = await startDev({
  root: REPOSITORY,
  ports: { mock: port('MOCK_PORT', 4010), sandbox: port('SANDBOX_PORT', 4000), docs: port('DOCS_PORT', 4080) },
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
