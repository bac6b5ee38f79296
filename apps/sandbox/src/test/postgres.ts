import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new empty database on the server the global setup found; undefined (with the reason logged) when there is none. */
export async function throwawayDatabase(): Promise<ThrowawayDatabase | undefined> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) return undefined;
  const name = `waas_sandbox_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  // The database is the URL's path; a socket URL has an empty host, which the URL class does not accept.
  const url = adminUrl.replace(/^(postgres(?:ql)?:\/\/[^/]*\/)([^?]*)/, `$1${name}`);
  return {
    url,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export const postgresSkipReason = (): string => inject('postgresUnreachable');
