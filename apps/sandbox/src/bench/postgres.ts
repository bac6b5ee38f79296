import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import pg from 'pg';

const socketUrl = (user: string) => `postgresql://${encodeURIComponent(user)}@/postgres?host=${encodeURIComponent('/var/run/postgresql')}`;

/** A throwaway database on DATABASE_URL's server or the local socket, or undefined when none is reachable. */
export async function benchDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  for (const adminUrl of [process.env.DATABASE_URL, socketUrl(userInfo().username), socketUrl('postgres')]) {
    if (!adminUrl) continue;
    const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
    const name = `waas_sandbox_bench_${randomBytes(4).toString('hex')}`;
    try {
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
    } catch {
      continue;
    } finally {
      await admin.end().catch(() => undefined);
    }
    return {
      url: adminUrl.replace(/^(postgres(?:ql)?:\/\/[^/]*\/)([^?]*)/, `$1${name}`),
      async drop() {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => client.end());
      },
    };
  }
  return undefined;
}
