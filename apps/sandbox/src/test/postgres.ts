import { inject } from 'vitest';
import { createThrowawayDatabase, type ThrowawayDatabase } from '@waas/postgres';

export type { ThrowawayDatabase };

/** A new empty database on the server the global setup found; undefined (with the reason logged) when there is none. */
export async function throwawayDatabase(): Promise<ThrowawayDatabase | undefined> {
  const adminUrl = inject('postgresAdminUrl');
  return adminUrl ? createThrowawayDatabase(adminUrl, 'waas_sandbox_test') : undefined;
}

export const postgresSkipReason = (): string => inject('postgresUnreachable');
