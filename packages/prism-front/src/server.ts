// Prism's HTTP server in a process of its own, started by start.ts: Prism's libraries, without its command line.
// The command line (@stoplight/prism-cli) brings yargs, chokidar, signale and jsonrepair for what this file does in a
// few lines, and dereferences the whole document a second time at every start for options we never set
// (x-json-schema-faker). The decimal `multipleOf` is imported first, before Prism's modules build their Ajv.
import './decimals.js';
import { statSync, type Stats } from 'node:fs';
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

const require = createRequire(import.meta.url);
const { getHttpOperationsFromSpec } = require('@stoplight/prism-http') as typeof import('@stoplight/prism-http');
const { createServer } = require('@stoplight/prism-http-server') as typeof import('@stoplight/prism-http-server');
const { createLogger } = require('@stoplight/prism-core') as typeof import('@stoplight/prism-core');

/** What start.ts passes, as the one JSON argument. */
export interface PrismServerOptions {
  host: string;
  port: number;
  document: string;
}

/** A change to the document is read once its size and time have held this long: a write may still be under way. */
const SETTLED_MS = 100;

/** Prism logs pino's JSON lines; one readable line each: `[HTTP SERVER] get /path Request received`. */
const lines = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString('utf8').split('\n')) {
      if (text === '') continue;
      const { name, msg, input } = JSON.parse(text) as {
        name?: string;
        msg?: string;
        input?: { method: string; url: { path: string } };
      };
      process.stdout.write(`[${name ?? 'PRISM'}] ${input ? `${input.method} ${input.url.path} ` : ''}${msg ?? ''}\n`);
    }
    done();
  },
});
const logger = createLogger('CLI', { level: 'info' }, lines);

type Operations = Awaited<ReturnType<typeof getHttpOperationsFromSpec>>;

async function serve({ host, port }: PrismServerOptions, operations: Operations) {
  // What `prism mock --errors` sets: requests, security and answers checked, a violation answered by its documented
  // 4xx.
  const server = createServer(operations, {
    cors: true,
    components: { logger: logger.child({ name: 'HTTP SERVER' }) },
    config: {
      isProxy: false,
      validateRequest: true,
      validateResponse: true,
      checkSecurity: true,
      errors: true,
      upstreamProxy: undefined,
      mock: { dynamic: false, ignoreExamples: false },
    },
  });
  const address = await server.listen(port, host);
  logger.info(`Prism is listening on ${address}`);
  // start.ts hears each one: the first is the start, any later one a reload.
  process.send?.({ serving: address });
  return server;
}

const same = (a: Stats | undefined, b: Stats | undefined) => a?.mtimeMs === b?.mtimeMs && a?.size === b?.size;
/** Undefined while the file is away: a save by rename or a branch switch removes it for a moment. */
const statOf = (document: string) => statSync(document, { throwIfNoEntry: false });

/** The document's stat once it is there and holds still for SETTLED_MS: a write may still be under way. */
async function settled(document: string): Promise<Stats> {
  let seen = statOf(document);
  for (;;) {
    await sleep(SETTLED_MS);
    const next = statOf(document);
    if (next !== undefined && same(next, seen)) return next;
    seen = next;
  }
}

// start.ts's process holds the other end of the IPC channel: when it dies without stopping this one (SIGKILL, a CI
// job's timeout), nothing else would, and Prism would keep its port. Checked once too, in case it died while this
// loaded.
process.on('disconnect', () => process.exit(0));
if (process.connected === false) process.exit(0);

const options = JSON.parse(process.argv[2]!) as PrismServerOptions;
// Taken before the document is read, so that a change made while Prism starts (the caller may write as soon as it
// hears "serving") is seen as one: fs.watchFile takes its first stat later, and would have missed it.
let served = statOf(options.document);
const first = await getHttpOperationsFromSpec(options.document);
if (first.length === 0) throw new Error(`no operations in ${options.document}`);
let server = await serve(options, first);

/** Serves the document again if it changed since it was last read; the last one read stays when it cannot be read. */
async function reload(): Promise<void> {
  if (same(statOf(options.document), served)) return;
  served = await settled(options.document);
  const operations = await getHttpOperationsFromSpec(options.document).catch((): Operations => []);
  if (operations.length === 0)
    return void logger.warn(`${options.document} has no operations Prism can read; serving the last one read`);
  await server.close();
  server = await serve(options, operations);
}

// Polled, not fs.watch: a file replaced on save (editors, git checkout) loses an fs.watch, never a poll of its path.
// One reload at a time: two overlapping ones could leave the port on neither server.
for (;;) {
  await sleep(SETTLED_MS);
  await reload().catch((error: unknown) => {
    // The port could not be opened again: nothing serves, so the process ends and start.ts's caller hears it.
    logger.error(`reloading ${options.document} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
