// One mock start for the published command (cli/main.ts) and the repository's `pnpm mock` (follow-spec.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { startPrism, type RunningPrism } from '@waas/prism-front';
import { bundleVersion } from './bundle-version.js';

const require = createRequire(import.meta.url);
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

/** Sent on every answer: the version of the bundle served (bundle-version.ts), as the first line names it. */
export const VERSION_HEADER = 'x-waas-mock-spec';

export interface MockOptions {
  host: string;
  port: number;
  /** The bundle to serve; the one @waas/spec ships by default. */
  document?: string;
  /** What the first line says is served; `@waas/spec` and its version by default. */
  serving?: string;
  /** Prism's own log lines once the mock answers (requests, violations); its start-up lines are kept for errors. */
  onOutput?: (chunk: string) => void;
  /** Told the version served each time Prism has reloaded the document, which it does when the file changes. */
  onReload?: (version: string) => void;
  /** Stops the start, Prism included, when aborted before the mock answers. */
  signal?: AbortSignal;
}

export interface RunningMock {
  url: string;
  /** What the command prints first: where it listens and what it serves. */
  banner: string;
  /** The version of the bundle Prism serves now; also the `x-waas-mock-spec` header of every answer. */
  readonly version: string;
  prism: RunningPrism;
}

export async function startMock(options: MockOptions): Promise<RunningMock> {
  const document = options.document ?? require.resolve('@waas/spec/openapi.json');
  const versionOnDisk = () => bundleVersion(readFileSync(document, 'utf8'));
  let version = versionOnDisk();
  let answering = false;
  const prism = await startPrism({
    document,
    host: options.host,
    port: options.port,
    signal: options.signal,
    headers: () => ({ [VERSION_HEADER]: version }),
    onOutput: (chunk) => {
      if (answering) options.onOutput?.(chunk);
    },
    onReload: () => {
      version = versionOnDisk();
      options.onReload?.(version);
    },
  });
  answering = true;
  const serving = options.serving ?? `@waas/spec ${versionOf('@waas/spec')}`;
  const banner =
    `WaaS mock listening on ${prism.url} (wallet, checkout and payout paths on one port; ` +
    `Prism ${versionOf('@stoplight/prism-http-server')} serving ${serving}, bundle ${version})`;
  return {
    url: prism.url,
    banner,
    get version() {
      return version;
    },
    prism,
  };
}
