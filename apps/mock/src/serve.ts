// `pnpm mock` in this repository: the mock on 127.0.0.1:4010 (PORT overrides), serving the workspace's bundle; a
// change under spec/ rebuilds the bundle, and Prism reloads the bundle when it changes (it watches its document).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseCommand } from './cli/options.js';
import { startMock } from './mock.js';
import { watchSources } from './watch-sources.js';

const specRoot = fileURLToPath(new URL('../../../spec/', import.meta.url));
/** The hand-written sources of the spec; dist/ is the output and is left out so a rebuild does not trigger itself. */
const SOURCES = ['openapi.yaml', 'paths', 'components', 'webhooks'];

function rebuildBundle(): Promise<number> {
  return new Promise((resolve) => {
    const build = spawn('pnpm', ['--filter', '@waas/spec', 'build'], { stdio: 'inherit' });
    build.on('exit', (code) => resolve(code ?? 1));
  });
}

const command = parseCommand([], process.env);
if (command.kind !== 'serve') throw new Error('unreachable: no flags are passed');
const mock = await startMock({ host: command.host, port: command.port, onOutput: (chunk) => process.stdout.write(chunk) });
console.log(mock.banner);
const watcher = watchSources(specRoot, SOURCES, async () => {
  console.log('spec changed: rebuilding the bundle');
  const code = await rebuildBundle();
  if (code !== 0) console.error('spec build failed; the mock keeps serving the previous bundle');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    watcher.close();
    await mock.prism.stop();
    process.exit(0);
  });
}
mock.prism.process.on('exit', (code) => process.exit(code ?? 1));
