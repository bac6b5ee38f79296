// `pnpm dev`: one watch on the spec's sources. Each save that bundles is written everywhere it is read (outputs.ts)
// and to one file the sandbox (`--spec --watch`) and the reference page (`--follow`) serve again without a restart;
// the mock follows the sources itself. A save that does not bundle changes nothing anywhere and says why once, here.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSources, SOURCES, watchSources } from '@waas/spec-sources';
import { Child } from './child.js';
import { isRequestLine } from './request-line.js';
import { releaseGate } from './release-gate.js';
import { REPOSITORY, writeOutputs, type Output } from './outputs.js';

const require = createRequire(import.meta.url);
const program = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
// The three run from their sources under tsx, so the root's `dev` script builds only the packages they import, not
// the apps: their tsc, the sandbox's bundle and its seed dump were most of a fresh clone's first wait.
export const MOCK = program('apps/mock/src/serve.ts');
export const SANDBOX = program('apps/sandbox/src/main.ts');
export const DOCS = program('apps/docs/src/serve.ts');
const TSX = require.resolve('tsx/cli');
const TSC = require.resolve('typescript/bin/tsc');

export interface DevOptions {
  /** The repository whose spec/ is followed and whose files are written; a copy of it in the tests. */
  root: string;
  ports: { mock: number; sandbox: number; docs: number };
  log: (line: string) => void;
  /** Called once a bundle is written everywhere and the sandbox serves it (or has said why it cannot). */
  onTaken?: (taken: Taken) => void;
  /** The mock's and the sandbox's request logs printed too; they are always in `.waas-dev/<name>.log`. */
  verbose?: boolean;
  /** The sandbox resets when the examples its seed is made from change (`--reseed`), rather than saying so. */
  reseed?: boolean;
}

export interface Taken {
  version: string;
  written: string[];
  /** What the sandbox said of the bundle: `--watch: serving …`, or why it could not. */
  sandbox: string;
  /** From the change's bundle to its files written, and to the sandbox serving it. */
  writtenMs: number;
  sandboxMs: number;
}

export interface Dev {
  urls: { mock: string; sandbox: string; docs: string };
  /** The bundle every tool serves now. */
  readonly version: string | undefined;
  close(): Promise<void>;
}

/** A bundle's short name, as the mock names it in x-waas-mock-spec: the first 8 hex digits of its SHA-256. */
const versionOf = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 8);

export async function startDev({
  root,
  ports,
  log,
  onTaken,
  verbose = false,
  reseed = false,
}: DevOptions): Promise<Dev> {
  const sources = join(root, 'spec');
  const state = join(root, '.waas-dev');
  mkdirSync(state, { recursive: true });
  // What the sandbox and the page read: written whole (renamed into place), so neither reads half a bundle.
  const bundleFile = join(state, 'openapi.json');
  const say = (line: string) => log(`dev    | ${line}`);
  const gate = releaseGate(bundleFile, say);
  const print = (line: string) => log(line);
  const localhost = '127.0.0.1';

  const mock = new Child({
    name: 'mock',
    command: [process.execPath, TSX, MOCK],
    env: { PORT: String(ports.mock), HOST: localhost, WAAS_SPEC_SOURCES: sources },
    url: (line) => /listening on (http:\/\/\S+) /.exec(line)?.[1],
    print,
    // pnpm dev says why an edit is not taken, once, for every tool.
    hide: (line) => line.startsWith('spec not served: '),
    logFile: join(state, 'mock.log'),
    requestLine: isRequestLine,
    verbose,
  });
  const sandbox = new Child({
    name: 'sandbox',
    // --watch: it serves each bundle written there without a restart, far sooner than a restart on its data would.
    command: [
      process.execPath,
      TSX,
      SANDBOX,
      '--port',
      String(ports.sandbox),
      '--host',
      localhost,
      '--spec',
      bundleFile,
      '--watch',
      '--data-dir',
      join(state, 'sandbox'),
      ...(reseed ? ['--reseed'] : []),
    ],
    url: (line) => /listening on (http:\/\/\S+) /.exec(line)?.[1],
    print,
    logFile: join(state, 'sandbox.log'),
    requestLine: isRequestLine,
    verbose,
  });
  const docs = new Child({
    name: 'docs',
    command: [process.execPath, TSX, DOCS, '--follow', bundleFile],
    env: { PORT: String(ports.docs) },
    url: (line) => /^API reference on (http:\/\/\S+?),/.exec(line)?.[1],
    print,
  });

  // A package's dist is built again from its generated files, one package at a time, after the rest is served:
  // what a workspace app importing @waas/client sees. Only in the repository itself (a copy has no packages).
  let building = Promise.resolve();
  const rebuild = (written: Output[]) => {
    if (root !== REPOSITORY) return;
    for (const pkg of new Set(written.flatMap((output) => output.builds ?? []))) {
      building = building.then(
        () =>
          new Promise<void>((resolve) => {
            const started = performance.now();
            const tsc = spawn(process.execPath, [TSC, '-p', join(root, pkg, 'tsconfig.build.json')], {
              stdio: ['ignore', 'pipe', 'pipe'],
            });
            let output = '';
            tsc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
            tsc.on('exit', (code) => {
              if (code === 0) say(`${pkg}/dist built again in ${((performance.now() - started) / 1000).toFixed(1)} s`);
              else say(`${pkg}/dist not built: ${output.split('\n')[0] ?? `tsc exit ${code}`}`);
              resolve();
            });
          }),
      );
    }
  };

  let version: string | undefined;
  let started: Promise<unknown> | undefined;
  const take = async (json: string, document: Parameters<typeof writeOutputs>[1]) => {
    const next = versionOf(json);
    if (next === version) return;
    const began = performance.now();
    const first = version === undefined;
    // Asked before the write: the sandbox's line may come before the rest is written.
    const served = first ? undefined : sandbox.nextLine((line) => line.startsWith('--watch: '));
    writeFileSync(`${bundleFile}.next`, json);
    renameSync(`${bundleFile}.next`, bundleFile);
    const written = await writeOutputs(root, document, json);
    const writtenMs = performance.now() - began;
    version = next;
    say(
      `bundle ${next}: ` +
        `${written.length === 0 ? 'no file changed' : `wrote ${written.map((output) => output.path).join(', ')}`} ` +
        `(${Math.round(writtenMs)} ms)`,
    );
    const said = first
      ? (await (started = Promise.all([mock.start(), sandbox.start(), docs.start()])))[1]
      : await served!;
    rebuild(written);
    gate.check();
    onTaken?.({
      version: next,
      written: written.map((output) => output.path),
      sandbox: said,
      writtenMs,
      sandboxMs: performance.now() - began,
    });
  };
  const follow = async () => {
    const bundled = await bundleSources(sources);
    if (!bundled.ok)
      return say(
        `spec not taken: ${bundled.why}; ` +
          (version === undefined ? 'nothing is served until a save bundles' : `everything stays on bundle ${version}`),
      );
    await take(bundled.json, bundled.document);
  };

  const watcher = watchSources(sources, SOURCES, follow, 100);
  await follow();
  if (started === undefined) say('waiting for a save that bundles');
  while (started === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
  await started;
  return {
    urls: { mock: mock.url!, sandbox: sandbox.url!, docs: docs.url! },
    get version() {
      return version;
    },
    async close() {
      watcher.close();
      await Promise.all([mock.stop(), sandbox.stop(), docs.stop()]);
      await building;
      await gate.settled();
    },
  };
}
