// `pnpm mock`'s loop: the spec's sources bundled into a folder of the mock's own and served by Prism, bundled again
// on every change (@waas/spec-sources). spec/dist is never read, so a test run that deletes and rebuilds it cannot
// disturb what the mock serves. An edit that does not bundle, or that the mock would serve wrongly or not at all, is
// not served (@waas/spec-sources): the last good bundle stays, and one line says why.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { bundleSources, SOURCES, watchSources } from '@waas/spec-sources';
import { bundleVersion } from './bundle-version.js';
import { startMock, type RunningMock } from './mock.js';
/** How long Prism may take to load a bundle before the mock says it has not; it takes about a second. */
const RELOAD_MS = 30_000;

export interface FollowOptions {
  /** The spec's folder: openapi.yaml and the folders it refers to. */
  sources: string;
  host: string;
  port: number;
  /** One line for each change: the bundle served now, or why the edit is not served. */
  log: { info(line: string): void; error(line: string): void };
  /** Prism's log lines once the mock answers. */
  onOutput: (chunk: string) => void;
}

export interface FollowingMock {
  mock: RunningMock;
  close(): Promise<void>;
}

export async function followSpec(options: FollowOptions): Promise<FollowingMock> {
  const first = await bundleSources(options.sources);
  if (!first.ok) throw new Error(`the spec in ${options.sources} is not served: ${first.why}`);
  const folder = mkdtempSync(join(tmpdir(), 'waas-mock-'));
  const document = join(folder, 'openapi.json');
  writeFileSync(document, first.json);
  let reloaded: (version: string) => void = () => {};
  const mock = await startMock({
    host: options.host,
    port: options.port,
    document,
    serving: `the spec in ${options.sources}`,
    onOutput: options.onOutput,
    onReload: (version) => reloaded(version),
  }).catch((error: unknown) => {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  });
  // One bundle at a time (watchSources calls this once at a time), written only once Prism has loaded the last:
  // Prism's reload closes and reopens its server, and two overlapping reloads can leave it on neither.
  const watcher = watchSources(
    options.sources,
    SOURCES,
    async () => {
      const next = await bundleSources(options.sources);
      if (!next.ok) return options.log.error(`spec not served: ${next.why}; still serving bundle ${mock.version}`);
      const version = bundleVersion(next.json);
      if (version === mock.version) return;
      const loaded = new Promise<string>((resolve) => (reloaded = resolve));
      // Written in place, never replaced: Prism watches this one path, and waits for its size to settle before reading.
      writeFileSync(document, next.json);
      const served = await Promise.race([loaded, sleep(RELOAD_MS, undefined, { ref: false })]);
      if (served === undefined)
        options.log.error(
          `Prism has not loaded bundle ${version} in ${RELOAD_MS / 1000} s; it serves bundle ${mock.version}`,
        );
      else options.log.info(`spec changed: serving bundle ${served}`);
      // 100 ms after the last event: an editor's save is several within a few ms, and pnpm dev's goal is 2 s in all.
    },
    100,
  );
  return {
    mock,
    async close() {
      watcher.close();
      await mock.prism.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
