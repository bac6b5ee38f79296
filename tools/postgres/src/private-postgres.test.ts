import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBinaries, startPrivatePostgres, type PrivatePostgres } from './private-postgres.js';

const { binDir, missing } = findPostgresBinaries();
let server: PrivatePostgres | undefined;

/** Whether a process runs: a postmaster that exited may stay a zombie for a moment, until the init process reaps it. */
const running = (pid: number): boolean => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

async function query(url: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await server?.close();
});

describe.skipIf(!binDir)(`a private PostgreSQL${binDir ? '' : ` (skipped: ${missing})`}`, () => {
  it('starts on 127.0.0.1, stops hard, starts again with what was committed, and leaves nothing behind', async () => {
    server = await startPrivatePostgres(binDir!);
    expect(server.adminUrl).toMatch(/^postgresql:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
    await query(server.adminUrl, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
    const pid = server.pid()!;
    expect(pid).toBeGreaterThan(0);

    await server.stopImmediately();
    expect(server.pid()).toBeUndefined();
    // pg_ctl returns once postmaster.pid is gone, which the postmaster removes just before it exits: polled, bounded.
    for (let tries = 0; tries < 200 && running(pid); tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(running(pid)).toBe(false);
    await expect(query(server.adminUrl, 'SELECT 1')).rejects.toThrow(/ECONNREFUSED/);

    await server.start();
    expect(await query(server.adminUrl, 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
    expect(await query(server.adminUrl, 'SHOW listen_addresses')).toEqual([{ listen_addresses: '127.0.0.1' }]);

    const data = (await query(server.adminUrl, 'SHOW data_directory')) as { data_directory: string }[];
    const restarted = server.pid()!;
    await server.close();
    server = undefined;
    expect(running(restarted)).toBe(false);
    expect(existsSync(data[0]!.data_directory)).toBe(false);
  }, 120_000);
});
