import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own for one test file or one bench run, dropped at its end. */
export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new empty database on the server of `adminUrl` (a role that may create databases), named `prefix_<random>`. */
export async function createThrowawayDatabase(adminUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
  return {
    // The database is the URL's path; a socket URL has an empty host, which the URL class does not accept.
    url: adminUrl.replace(/^(postgres(?:ql)?:\/\/[^/]*\/)([^?]*)/, `$1${name}`),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } catch (error) {
        // FORCE first checks that it may terminate every session on the database, and an autovacuum worker there
        // (after a busy test) belongs to no role a non-superuser may signal: 42501. Without FORCE, PostgreSQL stops
        // autovacuum itself and waits for it; the sandbox's own sessions are closed by the time it drops.
        if ((error as { code?: string }).code !== '42501') throw error;
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
      } finally {
        await client.end();
      }
    },
  };
}
