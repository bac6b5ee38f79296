import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import pg from 'pg';

const SOCKET_DIR = '/var/run/postgresql';
const socketUrl = (user: string) =>
  `postgresql://${encodeURIComponent(user)}@/postgres?host=${encodeURIComponent(SOCKET_DIR)}`;

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The local server authenticates socket connections by operating system user (peer). Running as root (CI, this
 * machine), there is no role named root: create one, with CREATEDB only, by running psql as the postgres user.
 */
function createRoleForCurrentUser(user: string): void {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line || process.getuid?.() !== 0) return;
  const [, , uid, gid] = line.split(':');
  spawnSync('psql', ['-h', SOCKET_DIR, '-d', 'postgres', '-c', `CREATE ROLE "${user}" LOGIN CREATEDB`], {
    uid: Number(uid),
    gid: Number(gid),
    stdio: 'ignore',
    timeout: 10_000,
  });
}

export interface FoundPostgres {
  /** A URL of a PostgreSQL role allowed to create databases, or null when no server was reachable. */
  adminUrl: string | null;
  /** Why none was found, for a skipped test to say; empty when one was. */
  unreachable: string;
}

/**
 * Finds a PostgreSQL server for tests: DATABASE_URL when set, else the local socket as postgres or as the current
 * user. Each test creates its own throwaway database (createThrowawayDatabase) and drops it.
 */
export async function findPostgres(): Promise<FoundPostgres> {
  const user = userInfo().username;
  const candidates = [process.env.DATABASE_URL, socketUrl('postgres'), socketUrl(user)].filter((u): u is string => !!u);
  let found: string | null = null;
  for (const url of candidates)
    if (await reachable(url)) {
      found = url;
      break;
    }
  if (!found && (await reachableSocket())) {
    createRoleForCurrentUser(user);
    if (await reachable(socketUrl(user))) found = socketUrl(user);
  }
  // CI sets WAAS_REQUIRE_POSTGRES so that a server that failed to start fails the run instead of skipping half of it.
  if (!found && process.env.WAAS_REQUIRE_POSTGRES === '1') {
    throw new Error(
      `WAAS_REQUIRE_POSTGRES=1 but no PostgreSQL server is reachable (tried DATABASE_URL, ${SOCKET_DIR} as postgres ` +
        `and as ${user})`,
    );
  }
  return {
    adminUrl: found,
    unreachable: found
      ? ''
      : `no PostgreSQL server reachable (tried DATABASE_URL, ${SOCKET_DIR} as postgres and as ${user}); start one ` +
        `with pg_ctlcluster 15 main start`,
  };
}

/** Whether anything listens on the socket directory's default port, whatever the authentication says. */
async function reachableSocket(): Promise<boolean> {
  const client = new pg.Client({ connectionString: socketUrl('postgres'), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    // An authentication failure means a server answered.
    return /authentication|role .* does not exist/i.test(String((error as Error).message));
  } finally {
    await client.end().catch(() => undefined);
  }
}
