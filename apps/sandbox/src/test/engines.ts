import { inject } from 'vitest';
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
