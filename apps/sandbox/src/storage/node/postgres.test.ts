import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { throwawayDatabase, postgresSkipReason, type ThrowawayDatabase } from '../../test/postgres.js';
import { Sandbox } from '../../sandbox.js';
import type { Engine } from '../engine.js';
import { migrate } from '../migrate.js';
import { openPostgres, quoted } from './postgres.js';

describe('quoted', () => {
  it.for([
    ['plain text', 'narration'],
    ['the empty string', ''],
    ['quotes', "O'Neil's ''"],
    ['backslashes', 'C:\\path\\'],
    ['both', "it's a \\path\\ and a 'quote'"],
    ['JSON', JSON.stringify([{ remarks: 'O\'Neil \\ "x"', n: 1 }])],
    ['text beyond ASCII', 'Ọjọ́ 🙂 naïve'],
  ] as const)('quotes %s as pg.escapeLiteral does', ([, text]) => {
    expect(quoted(text)).toBe(pg.escapeLiteral(text));
  });
});

describe('the PostgreSQL engine', () => {
  let database: ThrowawayDatabase | undefined;
  let engine: Engine | undefined;
  beforeAll(async () => {
    database = await throwawayDatabase();
    if (database) engine = await openPostgres({ connectionString: database.url, poolSize: 4 });
  });
  afterAll(async () => {
    await engine?.close();
    await database?.drop();
  });

  it('applies each migration once, however often it is asked', async (context) => {
    if (!engine) return context.skip(postgresSkipReason());
    const first = await migrate(engine);
    const again = await Promise.all([migrate(engine), migrate(engine)]);
    expect(first.length).toBeGreaterThan(0);
    expect(again).toEqual([[], []]);
  });

  it('keeps serving after the server closes its idle connections', async (context) => {
    if (!engine || !database) return context.skip(postgresSkipReason());
    await Promise.all(Array.from({ length: 4 }, () => engine!.read('SELECT 1')));
    const admin = new pg.Client({ connectionString: inject('postgresAdminUrl')! });
    await admin.connect();
    try {
      const name = database.url.replace(/^.*\/([^/?]+)(\?.*)?$/, '$1');
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
    } finally {
      await admin.end();
    }
    // Give the pool the moment it needs to hear of the closed connections; bounded.
    for (let i = 0; i < 50; i++) {
      try {
        expect(await engine.read<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    expect(await engine.read<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('rolls a unit of work back when it throws', async (context) => {
    if (!engine) return context.skip(postgresSkipReason());
    await engine.unitOfWork((sql) => sql.query('CREATE TABLE IF NOT EXISTS scratch (n int)'));
    await expect(
      engine.unitOfWork(async (sql) => {
        await sql.query('INSERT INTO scratch VALUES (1)');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await engine.read('SELECT * FROM scratch')).toEqual([]);
  });

  // Several statements go as one simple query with their data inlined (postgres.ts, inOneRoundTrip): each value must
  // arrive as it would through a Bind message.
  it.for([
    ['quotes and backslashes', `it's a \\path\\ and a 'quote'`, 'text'],
    ['text beyond ASCII', 'Ọjọ́ 🙂 naïve', 'text'],
    ['an array with NULLs and commas', ['a,b', null, '"q"', '{}'], 'text[]'],
    ['integers past 2^31', [2 ** 40, -7, 0], 'bigint[]'],
    ['JSON text', JSON.stringify([{ remarks: 'O\'Neil \\ "x"' }]), 'jsonb'],
    ['NULL', null, 'text'],
  ] as const)('writes %s together as it writes them alone', async ([, value, type], context) => {
    if (!engine) return context.skip(postgresSkipReason());
    await engine.unitOfWork(async (sql) => {
      await sql.query('CREATE TABLE IF NOT EXISTS carried (how text, value text)');
      await sql.query('TRUNCATE carried');
    });
    const insert = (how: string) => ({
      text: `INSERT INTO carried SELECT $1, ($2::${type})::text RETURNING 1`,
      params: [how, value],
    });
    await engine.write([insert('alone')]);
    await engine.write([insert('together'), insert('together')]);
    const rows = await engine.read<{ how: string; value: string | null }>('SELECT how, value FROM carried');
    expect(rows.map((r) => r.how).sort()).toEqual(['alone', 'together', 'together']);
    expect(new Set(rows.map((r) => r.value)).size).toBe(1);
  });

  it('writes statements together or not at all', async (context) => {
    if (!engine) return context.skip(postgresSkipReason());
    await engine.unitOfWork((sql) => sql.query('CREATE TABLE IF NOT EXISTS kept (n int)'));
    const failing = { text: 'SELECT 1 / ($1::int - $1::int)', params: [1] };
    await expect(engine.write([{ text: 'INSERT INTO kept VALUES ($1)', params: [1] }, failing])).rejects.toMatchObject({
      code: '22012',
    });
    expect(await engine.read('SELECT * FROM kept')).toEqual([]);
    // and every connection of the pool, the one that failed among them, still writes
    await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        engine!.write([
          { text: 'INSERT INTO kept VALUES ($1)', params: [n] },
          { text: 'SELECT 1', params: [] },
        ]),
      ),
    );
    expect(await engine.read('SELECT count(*)::int AS n FROM kept')).toEqual([{ n: 8 }]);
  });

  it('seeds a new database once when two sandboxes open it at the same time', async (context) => {
    const fresh = await throwawayDatabase();
    if (!fresh) return context.skip(postgresSkipReason());
    try {
      const both = await Promise.all([
        Sandbox.open({ databaseUrl: fresh.url }),
        Sandbox.open({ databaseUrl: fresh.url }),
      ]);
      const organizations = await both[0].engine.read<{ n: number }>('SELECT count(*)::bigint AS n FROM organizations');
      await Promise.all(both.map((sandbox) => sandbox.close()));
      expect(organizations).toEqual([{ n: 2 }]);
    } finally {
      await fresh.drop();
    }
  });
});
