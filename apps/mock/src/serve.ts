// `pnpm mock` in this repository: the mock on 127.0.0.1:4010 (PORT overrides), following the spec's sources as they
// are edited (follow-spec.ts): spec/, or the folder WAAS_SPEC_SOURCES names (`pnpm dev` on a copy, in its tests).
import { fileURLToPath } from 'node:url';
import { parseCommand } from './cli/options.js';
import { followSpec } from './follow-spec.js';

const command = parseCommand([], process.env);
if (command.kind !== 'serve') throw new Error('unreachable: no flags are passed');
const following = await followSpec({
  sources: process.env.WAAS_SPEC_SOURCES ?? fileURLToPath(new URL('../../../spec', import.meta.url)),
  host: command.host,
  port: command.port,
  log: console,
  onOutput: (chunk) => process.stdout.write(chunk),
}).catch((error: unknown) => {
  console.error(`pnpm mock: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(following.mock.banner);
let stopping = false;
// SIGHUP too: a closed terminal stops the mock as Ctrl-C does.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, async () => {
    stopping = true;
    await following.close();
    process.exit(0);
  });
}
// Prism ending on its own ends the mock; ending it here is close()'s, which still has its folder to remove.
following.mock.prism.process.on('exit', (code) => stopping || process.exit(code ?? 1));
