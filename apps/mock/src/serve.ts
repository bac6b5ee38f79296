// `pnpm mock`: Prism on 127.0.0.1:4010 (PORT overrides), serving the bundle; a change under spec/ rebuilds the
// bundle, and Prism reloads the bundle when it changes (it watches its document itself).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startPrism } from '@waas/spec/prism';
import { watchSources } from './watch-sources.js';

const HOST = '127.0.0.1';
const DEFAULT_PORT = 4010;

const specRoot = fileURLToPath(new URL('../../../spec/', import.meta.url));
/** The hand-written sources of the spec; dist/ is the output and is left out so a rebuild does not trigger itself. */
const SOURCES = ['openapi.yaml', 'paths', 'components', 'webhooks'];

function port(): number {
  const value = Number(process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) throw new Error(`PORT must be a port number, got ${process.env.PORT}`);
  return value;
}

function rebuildBundle(): Promise<number> {
  return new Promise((resolve) => {
    const build = spawn('pnpm', ['--filter', '@waas/spec', 'build'], { stdio: 'inherit' });
    build.on('exit', (code) => resolve(code ?? 1));
  });
}

const document = createRequire(import.meta.url).resolve('@waas/spec/openapi.json');
const prism = await startPrism({ document, host: HOST, port: port(), onOutput: (chunk) => process.stdout.write(chunk) });
console.log(`Mock of the Wallet, Checkout and Payout API on ${prism.url} (wallet, checkout and payout paths on one port)`);
const watcher = watchSources(specRoot, SOURCES, async () => {
  console.log('spec changed: rebuilding the bundle');
  const code = await rebuildBundle();
  if (code !== 0) console.error('spec build failed; the mock keeps serving the previous bundle');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    watcher.close();
    await prism.stop();
    process.exit(0);
  });
}
prism.process.on('exit', (code) => process.exit(code ?? 1));
