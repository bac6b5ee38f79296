import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBundle } from '@waas/spec/pairs';
import type { TestProject } from 'vitest/node';
import { makeSeedDump } from '../seed/dump.js';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory holding the seed dump of the spec's examples and the demo keys, made from this run's code. */
    seedDumps: string;
  }
}

/**
 * One seed dump for the run, as `pnpm build` makes one for a start: a new PGlite database seeded anew takes seconds
 * where one loaded from a dump takes a fraction of one, and the tests open many. seed/dump.test.ts proves a database
 * from the dump holds what one seeded anew holds, and PostgreSQL is always seeded anew.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dumps = await mkdtemp(join(tmpdir(), 'waas-test-seed-dumps-'));
  await makeSeedDump(dumps, { document: loadBundle(), keys: DEFAULT_DEMO_KEYS });
  project.provide('seedDumps', dumps);
  return () => rm(dumps, { recursive: true, force: true });
}
