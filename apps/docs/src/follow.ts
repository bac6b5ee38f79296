// The reference as `pnpm dev` serves it: built again each time the bundle it follows is written, and every open page
// told to reload (page/reload.js, serve.ts's /reload). A bundle that does not read keeps the last page, in one line.
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { OpenApiDocument } from '@waas/spec/pairs';
import { watchSources } from '@waas/spec-sources';
import { build } from './build.js';

export interface FollowedReference {
  /**
   * How many pages have been built, the last one's number: the /reload stream sends it on connecting and with each new
   * page.
   */
  readonly builds: number;
  onBuilt(listener: (builds: number) => void): () => void;
  close(): void;
}

export interface FollowOptions {
  /** The bundle to follow: a file written whole (renamed into place), as `pnpm dev` writes it. */
  bundle: string;
  out: string;
  log: { info(line: string): void; error(line: string): void };
}

function read(bundle: string): OpenApiDocument {
  return JSON.parse(readFileSync(bundle, 'utf8')) as OpenApiDocument;
}

export function followBundle({ bundle, out, log }: FollowOptions): FollowedReference {
  build(out, read(bundle), { page: 1 });
  const listeners = new Set<(builds: number) => void>();
  let builds = 1;
  let last = readFileSync(bundle, 'utf8');
  const watcher = watchSources(
    dirname(bundle),
    [basename(bundle)],
    async () => {
      try {
        const text = readFileSync(bundle, 'utf8');
        if (text === last) return;
        build(out, JSON.parse(text) as OpenApiDocument, { page: builds + 1 });
        last = text;
        builds += 1;
        for (const listener of listeners) listener(builds);
        log.info(`reference: page ${builds} built`);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error(`reference: ${bundle} not shown: ${reason}; the last page stays`);
      }
    },
    50,
  );
  return {
    get builds() {
      return builds;
    },
    onBuilt(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => watcher.close(),
  };
}
