// `--spec <file> --watch`: the file served again each time it is written, without a restart. An app is built from it
// on the sandbox already open (its database, clocks and webhook outbox go on as they were) and, once ready, takes
// over the listening server's requests; a request in flight finishes on the app it started on. A file that cannot be
// served leaves the last one serving, and says why in one line. The new routes serve far sooner after a write than a
// restart on a data directory would.
import { readFileSync, watch } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { basename, dirname } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { OpenApiDocument } from '@waas/spec/pairs';
import { documentFrom } from './cli/spec-file.js';
import type { Sandbox } from './sandbox.js';
import { answerDrift, seedDrift } from './spec-drift.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface FollowSpecOptions {
  file: string;
  /** The server the first app listens on: it keeps its port and connections, only its request handler changes. */
  server: Server;
  sandbox: Sandbox;
  /** Builds an app for a document, as serve.ts built the first, with Fastify's `serverFactory` given. */
  build: (
    document: OpenApiDocument,
    serverFactory: NonNullable<FastifyServerOptions['serverFactory']>,
  ) => Promise<FastifyInstance>;
  log: { info(line: string): void; error(line: string): void };
  /** `--reseed`: when the examples the seed is made from change, reset the sandbox to take them. */
  reseed?: boolean;
}

/** Waits this long after the last event in the file's folder: an editor's save is several. */
const SETTLE_MS = 50;

export function followSpecFile({ file, server, sandbox, build, log, reseed }: FollowSpecOptions): { close(): void } {
  let served = readFileSync(file, 'utf8');
  // Each drift is said once while it lasts, however many writes come after it.
  let said = new Set<string>();
  const sayOnce = (lines: string[]) => {
    for (const line of lines.filter((l) => !said.has(l))) log.info(`--watch: ${line}`);
    said = new Set(lines);
  };
  const reload = async () => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return; // Between a delete and a create: the create is an event too.
    }
    if (text === served) return;
    const previous = sandbox.document;
    let handler: Handler | undefined;
    try {
      const document = documentFrom(file);
      // Before the app is ready: its onReady hook holds the sandbox to the document the app is built from.
      sandbox.follow(document);
      const app = await build(document, (handle) => ((handler = handle), createServer()));
      await app.ready();
      server.removeAllListeners('request');
      server.on('request', handler!);
      served = text;
      const fromExamples =
        app.answeredFromExamples.length === 0 ? '' : `; answered from examples: ${app.answeredFromExamples.join(', ')}`;
      log.info(`--watch: serving ${file} again${fromExamples}`);
      const seed = seedDrift(previous, document);
      if (seed.length > 0 && reseed) {
        await sandbox.reset();
        log.info(`--watch: reseeded: the examples of the seed's ${seed.join(', ')} changed`);
      }
      const stale =
        seed.length === 0 || reseed
          ? []
          : [
              `the examples of the seed's ${seed.join(', ')} changed; the data made from them is the old one until ` +
                'a reset (POST /sandbox/reset, or --reseed to reset on such a change)',
            ];
      sayOnce([...stale, ...(await answerDrift(app, previous, document, sandbox.keys.admin))]);
    } catch (error) {
      sandbox.follow(previous);
      log.error(
        `--watch: ${file} not served: ${error instanceof Error ? error.message : String(error)}; the last one still is`,
      );
    }
  };

  // One reload at a time, and one more when the file changed during it: none is lost, none overlaps.
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const settle = async () => {
    if (running) return void (again = true);
    do {
      again = false;
      await (running = reload());
    } while (again);
    running = undefined;
  };
  // The folder, not the file: a file renamed into place (how editors and pnpm dev write) is a new file.
  const watcher = watch(dirname(file), (_, name) => {
    if (name !== null && name !== basename(file)) return;
    clearTimeout(timer);
    timer = setTimeout(settle, SETTLE_MS);
  });
  return {
    close() {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
