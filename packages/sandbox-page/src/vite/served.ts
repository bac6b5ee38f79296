// What the plugin serves: msw's worker script from the msw the app installed (the one its page bundles, so the two
// always match) and the seed dump this package ships, each at a path under the app's `base`.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServedUrls } from './urls.js';

export interface ServedFile {
  /** Where it answers, under `base`, with no leading slash; the name it has in a build's output too. */
  path: string;
  file: string;
  type: string;
  /** Named by its content, so a browser may keep it for good; msw's worker is asked for anew on every load. */
  immutable: boolean;
}

/** One file for each address the page is given by `@waas/sandbox-page/vite/urls`. */
export type Served = { [Name in keyof ServedUrls]: ServedFile };

/** Where `pnpm build` leaves the seed dump (scripts/build.ts), found from src and from dist alike. */
const SEED_DUMPS = join(fileURLToPath(import.meta.url), '../../../dist/seed-dumps');

/** The files for an app whose Vite root is `root`, both looked for now: a missing one fails the server's start. */
export function servedFiles(root: string): Served {
  return {
    seedDumpUrl: {
      path: `waas-sandbox/seed-dump-${seedDumpKey()}.tar.gz`,
      file: join(SEED_DUMPS, `${seedDumpKey()}.tar.gz`),
      type: 'application/gzip',
      immutable: true,
    },
    serviceWorkerUrl: {
      path: 'mockServiceWorker.js',
      file: serviceWorkerScript(root),
      type: 'text/javascript',
      immutable: false,
    },
  };
}

/** The dump's file name is the digest of everything it is made from; a build leaves exactly one. */
function seedDumpKey(): string {
  const dumps = readdirSync(SEED_DUMPS).filter((name) => /^[0-9a-f]{32}\.tar\.gz$/.test(name));
  if (dumps.length !== 1) {
    throw new Error(`@waas/sandbox-page/vite: ${dumps.length} seed dumps in ${SEED_DUMPS}, not one`);
  }
  return dumps[0]!.slice(0, -'.tar.gz'.length);
}

function serviceWorkerScript(root: string): string {
  try {
    return createRequire(join(root, 'package.json')).resolve('msw/mockServiceWorker.js');
  } catch {
    throw new Error(`@waas/sandbox-page/vite: msw is not installed where Vite runs (${root}): npm i -D msw`);
  }
}
