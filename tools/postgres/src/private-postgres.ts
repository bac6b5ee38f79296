import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises';
import { freePort } from '@waas/prism-front/ports';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN_DIRS = ['/usr/lib/postgresql/15/bin'];
const POSTGRES_USER = 'postgres';

export interface PostgresBinaries {
  /** The directory of initdb, pg_ctl and postgres, or null when none was found. */
  binDir: string | null;
  /** Why none was found, for a skipped test to say; empty when they were. */
  missing: string;
}

/** The directory of PostgreSQL's server binaries: /usr/lib/postgresql/15/bin, else what `pg_config --bindir` names. */
export function findPostgresBinaries(): PostgresBinaries {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [...BIN_DIRS, ...(fromConfig.status === 0 ? [fromConfig.stdout.trim()] : [])];
  const binDir =
    candidates.find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(join(dir, name)))) ?? null;
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? userIds(POSTGRES_USER) : undefined;
  let missing = '';
  if (!binDir) missing = `no PostgreSQL server binaries (initdb, pg_ctl, postgres) in ${candidates.join(' or ')}`;
  else if (asRoot && !owner)
    missing = `running as root, and initdb refuses root, but there is no ${POSTGRES_USER} user to run it as`;
  // CI sets WAAS_REQUIRE_POSTGRES so that missing binaries fail the run instead of skipping the tests that need them.
  if (missing && process.env.WAAS_REQUIRE_POSTGRES === '1') throw new Error(`WAAS_REQUIRE_POSTGRES=1 but ${missing}`);
  return { binDir: missing ? null : binDir, missing };
}

/** A PostgreSQL server of a test's own: its cluster in a temporary directory, listening on 127.0.0.1 only. */
export interface PrivatePostgres {
  /** A superuser URL of its `postgres` database (trust authentication, loopback only). */
  adminUrl: string;
  port: number;
  /** The postmaster's pid while it runs. */
  pid(): number | undefined;
  /**
   * Stops it at once (`pg_ctl stop -m immediate`: no checkpoint, clients cut off; crash recovery at the next start).
   */
  stopImmediately(): Promise<void>;
  /** Starts it again on the same port and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it if it runs and removes its directory. */
  close(): Promise<void>;
}

function userIds(name: string): { uid: number; gid: number } | undefined {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * Initializes a new cluster in a temporary directory and starts it on a free port of 127.0.0.1, its socket in that
 * directory: never the machine's shared server, so a test may stop it hard. Run as root, initdb and pg_ctl (which
 * refuse root) run as the postgres user, who owns the directory.
 */
export async function startPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const owner = process.getuid?.() === 0 ? userIds(POSTGRES_USER) : undefined;
  const dir = await mkdtemp(join(tmpdir(), 'waas-private-postgres-'));
  if (owner) await chown(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  const run = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      // Asynchronous on purpose: a test stops and starts the server while its own clients keep loading the sandbox.
      const child = spawn(join(binDir, command), args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'], ...owner });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${command} ${args[0]} exited with ${code}: ${stderr.trim()}`)),
      );
    });
  const pid = (): number | undefined => {
    try {
      return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
    } catch {
      return undefined;
    }
  };
  try {
    await run('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-instructions',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    const port = await freePort();
    // Durability against a process stopped hard, not against the machine losing power: no fsync, small buffers.
    const settings = [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${dir}'`,
      'fsync = off',
      'full_page_writes = off',
      'shared_buffers = 16MB',
      'max_connections = 40',
    ];
    await appendFile(join(dataDir, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
    const start = () => run('pg_ctl', ['start', '-D', dataDir, '-l', join(dir, 'server.log'), '-w', '-t', '60']);
    await start();
    return {
      adminUrl: `postgresql://postgres@127.0.0.1:${port}/postgres`,
      port,
      pid,
      start,
      stopImmediately: () => run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '60']),
      async close() {
        if (pid() !== undefined)
          await run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '60']).catch(() => undefined);
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    const running = pid();
    if (running !== undefined) process.kill(running, 'SIGQUIT');
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
