import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, inject, type TestContext } from 'vitest';
import { Sandbox, type SandboxOptions } from '../sandbox.js';
import { throwawayDatabase, postgresSkipReason } from './postgres.js';

/** The two storage engines every storage-level test runs on. */
export const ENGINES = [{ engine: 'pglite' as const }, { engine: 'postgres' as const }];

export interface OpenedSandbox {
  sandbox: Sandbox;
  close(): Promise<void>;
}

/**
 * The run's seed dump (seed-dump-setup.ts) unless the options name dumps of their own: a new PGlite database starts
 * from it, as a built sandbox's does. A document or keys of the test's own have another digest and are seeded anew.
 */
export const withTestSeedDump = (options: SandboxOptions): SandboxOptions => ({
  seedDumps: inject('seedDumps'),
  ...options,
});

/**
 * The file of the run's seed dump, for a test of PGlite itself: a start from it takes a fraction of an initdb's
 * seconds. The run's folder holds that one dump.
 */
export function testSeedDumpFile(): string {
  const dumps = inject('seedDumps');
  return join(dumps, readdirSync(dumps).find((name) => name.endsWith('.tar'))!);
}

/** A seeded sandbox on the engine, or a reason to skip when it is PostgreSQL and no server is reachable. */
export async function openOn(
  engine: 'pglite' | 'postgres',
  options: SandboxOptions = {},
): Promise<OpenedSandbox | string> {
  if (engine === 'pglite') {
    const sandbox = await Sandbox.open(withTestSeedDump(options));
    return { sandbox, close: () => sandbox.close() };
  }
  const database = await throwawayDatabase();
  if (!database) return postgresSkipReason();
  const sandbox = await Sandbox.open({ ...options, databaseUrl: database.url });
  return {
    sandbox,
    async close() {
      await sandbox.close();
      await database.drop();
    },
  };
}

/** What the tests of a describe block (or of a file) share: made before them, ended after them. */
export interface ForBlock<T> {
  /** It for a test, which is skipped, with the reason, when it could not be made. */
  in(context: TestContext): T;
  /** It for the block's own helpers, which only its tests call, once they have it. */
  readonly current: T | undefined;
}

/** `make` before the enclosing block's tests (a string it answers says why it cannot, and skips them), `end` after. */
export function forBlock<T>(make: () => Promise<T | string>, end: (made: T) => Promise<void>): ForBlock<T> {
  let made: T | string = 'not made';
  beforeAll(async () => {
    made = await make();
  });
  afterAll(async () => {
    if (typeof made !== 'string') await end(made);
  });
  return {
    in: (context) => (typeof made === 'string' ? context.skip(made) : made),
    get current() {
      return typeof made === 'string' ? undefined : made;
    },
  };
}

/** A seeded sandbox on the engine for the enclosing block (or file), as `openOn` opens it. */
export const openedForBlock = (engine: 'pglite' | 'postgres', options: SandboxOptions = {}): ForBlock<OpenedSandbox> =>
  forBlock(
    () => openOn(engine, options),
    (opened) => opened.close(),
  );
