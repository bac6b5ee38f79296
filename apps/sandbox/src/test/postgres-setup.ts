import { findPostgres } from '@waas/postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of a PostgreSQL role allowed to create databases, or null when no server was reachable. */
    postgresAdminUrl: string | null;
    postgresUnreachable: string;
  }
}

/** The server the storage tests use; each test file creates its own throwaway database through `throwawayDatabase`. */
export default async function setup(project: TestProject): Promise<void> {
  const { adminUrl, unreachable } = await findPostgres();
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresUnreachable', unreachable);
}
