import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../engine.js';
import { testSeedDumpFile } from '../../test/engines.js';
import { openPglite } from './pglite.js';

/** The engine is what is tested, not its first start: each opens from the run's seed dump rather than an initdb. */
const open = (thread: boolean) => openPglite({ thread, image: testSeedDumpFile() });

describe.each([
  { where: 'on its own thread', thread: true },
  { where: 'on the calling thread', thread: false },
])('the PGlite engine $where', ({ thread }) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await open(thread);
    await engine.unitOfWork((sql) => sql.query('CREATE TABLE counter (n bigint NOT NULL)'));
    await engine.unitOfWork((sql) => sql.query('INSERT INTO counter VALUES (0)'));
  });
  afterAll(() => engine.close());

  it('lets no two units of work interleave: 200 concurrent read-then-write increments all count', async () => {
    await Promise.all(
      Array.from({ length: 200 }, () =>
        engine.unitOfWork(async (sql) => {
          const [row] = await sql.query<{ n: number }>('SELECT n FROM counter');
          await sql.query('UPDATE counter SET n = $1', [row!.n + 1]);
        }),
      ),
    );
    expect(await engine.read('SELECT n FROM counter')).toEqual([{ n: 200 }]);
  });

  it('serves a repeated read as it was until a unit of work, then reads again', async () => {
    const before = await engine.read<{ n: number }>('SELECT n FROM counter');
    before[0]!.n = -1;
    expect(await engine.read('SELECT n FROM counter')).toEqual([{ n: 200 }]);
    await engine.unitOfWork((sql) => sql.query('UPDATE counter SET n = n + 1'));
    expect(await engine.read('SELECT n FROM counter')).toEqual([{ n: 201 }]);
  });

  it('keeps serving a repeated read across a unit of work that wrote nothing', async () => {
    // random() is read again on every statement: the same value is the kept answer.
    const text = 'SELECT random() AS r, $1::text AS t';
    const kept = await engine.read(text, ['across']);
    await engine.unitOfWork((sql) => sql.query('SELECT n FROM counter'));
    expect(await engine.read(text, ['across'])).toEqual(kept);
    await engine.unitOfWork((sql) => sql.query('UPDATE counter SET n = n'));
    expect(await engine.read(text, ['across'])).not.toEqual(kept);
  });

  it.for([
    { given: 'a row of plain values', text: 'SELECT 7::int AS n, $1::text AS t', change: (row: any) => (row.n = -1) },
    {
      given: 'a row holding an object',
      text: `SELECT '{"a":{"b":1}}'::jsonb AS doc, $1::text AS t`,
      change: (row: any) => (row.doc.a.b = -1),
    },
  ])('hands each caller of a kept read a copy of its own: $given', async ({ text, change }) => {
    const first = await engine.read(text, ['kept']);
    const kept = await engine.read(text, ['kept']);
    change(kept[0]);
    expect(await engine.read(text, ['kept'])).toEqual(first);
    expect(kept).not.toEqual(first);
  });

  it('keeps no read answered after a write asked for later: the next read sees the write', async () => {
    // A statement no test has read before, so that the first read is not served from what an earlier one kept.
    const text = 'SELECT n AS unread FROM counter';
    const reading = engine.read<{ unread: number }>(text);
    const writing = engine.write([{ text: 'UPDATE counter SET n = n + 1', params: [] }]);
    const [[before]] = await Promise.all([reading, writing]);
    expect(await engine.read(text)).toEqual([{ unread: before!.unread + 1 }]);
    await engine.write([{ text: 'UPDATE counter SET n = n - 1', params: [] }]);
  });

  it('rolls a unit of work back when it throws', async () => {
    await expect(
      engine.unitOfWork(async (sql) => {
        await sql.query('UPDATE counter SET n = 0');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await engine.read('SELECT n FROM counter')).toEqual([{ n: 201 }]);
  });

  it('gives an error PostgreSQL raised its code and fields, and goes on answering', async () => {
    await engine.unitOfWork((sql) => sql.query('CREATE TABLE named (name text PRIMARY KEY)'));
    await engine.write([{ text: 'INSERT INTO named VALUES ($1)', params: ['one'] }]);
    const refused = await engine
      .write([{ text: 'INSERT INTO named VALUES ($1)', params: ['one'] }])
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).toMatchObject({ code: '23505', constraint: 'named_pkey' });
    expect(await engine.read('SELECT count(*)::int AS n FROM named')).toEqual([{ n: 1 }]);
  });

  it('refuses requests once closed, with an error that says so', async () => {
    const closing = await open(thread);
    await closing.close();
    await expect(closing.read('SELECT 1')).rejects.toThrow(thread ? 'the PGlite engine is closed' : 'closed');
  });
});
