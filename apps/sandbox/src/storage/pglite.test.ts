import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from './engine.js';
import { openPglite } from './pglite.js';

describe('the PGlite engine', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await openPglite();
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

  it('rolls a unit of work back when it throws', async () => {
    await expect(
      engine.unitOfWork(async (sql) => {
        await sql.query('UPDATE counter SET n = 0');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await engine.read('SELECT n FROM counter')).toEqual([{ n: 201 }]);
  });
});
