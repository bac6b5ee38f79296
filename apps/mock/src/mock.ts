// One mock start for the published command (cli/main.ts) and the repository's `pnpm mock` (serve.ts).
import { createRequire } from 'node:module';
import { startPrism, type RunningPrism } from '@waas/spec/prism';

const require = createRequire(import.meta.url);
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

export interface MockOptions {
  host: string;
  port: number;
  /** The bundle to serve; the one @waas/spec ships by default. */
  document?: string;
  /** Prism's own log lines once the mock answers (requests, violations); its start-up lines are kept for errors. */
  onOutput?: (chunk: string) => void;
  /** Stops the start, Prism included, when aborted before the mock answers. */
  signal?: AbortSignal;
}

export interface RunningMock {
  url: string;
  /** What the command prints first: where it listens and what it serves. */
  banner: string;
  prism: RunningPrism;
}

export async function startMock(options: MockOptions): Promise<RunningMock> {
  let answering = false;
  const prism = await startPrism({
    document: options.document ?? require.resolve('@waas/spec/openapi.json'),
    host: options.host,
    port: options.port,
    signal: options.signal,
    onOutput: (chunk) => answering && options.onOutput?.(chunk),
  });
  answering = true;
  const banner =
    `WaaS mock listening on ${prism.url} (wallet, checkout and payout paths on one port; ` +
    `Prism ${versionOf('@stoplight/prism-cli')} serving @waas/spec ${versionOf('@waas/spec')})`;
  return { url: prism.url, banner, prism };
}
