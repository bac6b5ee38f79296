import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openOn, type OpenedSandbox } from '../test/engines.js';
import type { Engine } from './engine.js';
import { together, type Statement } from './statement.js';

describe('together: the statement it builds', () => {
  it.each<[string, { given: Statement[]; want: { parts: string[]; params: unknown[] } }]>([
    [
      "numbers the second part's parameters after the first's",
      {
        given: [
          { text: 'INSERT INTO t VALUES ($1, $2) RETURNING 1', params: ['a', 'b'] },
          { text: 'INSERT INTO t VALUES ($1, $2) RETURNING 1', params: ['c', 'd'] },
        ],
        want: {
          parts: [
            's0 AS (INSERT INTO t VALUES ($1, $2) RETURNING 1)',
            's1 AS (INSERT INTO t VALUES ($3, $4) RETURNING 1)',
          ],
          params: ['a', 'b', 'c', 'd'],
        },
      },
    ],
    [
      'renumbers two-digit parameters whole',
      {
        given: [
          { text: 'SELECT $10, $1', params: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
          { text: 'SELECT $1, $2', params: [11, 12] },
          { text: 'SELECT $1', params: [13] },
        ],
        want: {
          parts: ['s0 AS (SELECT $10, $1)', 's1 AS (SELECT $11, $12)', 's2 AS (SELECT $13)'],
          params: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
        },
      },
    ],
    [
      'keeps a parameter used twice, out of order, as one',
      {
        given: [
          { text: 'SELECT $1', params: ['x'] },
          { text: 'SELECT $2, $1, $2', params: ['y', 'z'] },
        ],
        want: { parts: ['s0 AS (SELECT $1)', 's1 AS (SELECT $3, $2, $3)'], params: ['x', 'y', 'z'] },
      },
    ],
    [
      "appends each expected count as a parameter after all the parts' own",
      {
        given: [
          { text: 'SELECT $1', params: ['x'], expectRows: 3 },
          { text: 'SELECT $1', params: ['y'] },
          { text: 'SELECT 1', params: [], expectRows: 0 },
        ],
        want: { parts: ['s0 AS (SELECT $1)', 's1 AS (SELECT $2)', 's2 AS (SELECT 1)'], params: ['x', 'y', 3, 0] },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    const built = together(given);
    expect(built.text.startsWith(`WITH ${want.parts.join(',\n')} SELECT `)).toBe(true);
    expect(built.params).toEqual(want.params);
  });
});

describe.each(ENGINES)('together on $engine', ({ engine: name }) => {
  let opened: OpenedSandbox | string;
  let engine: Engine | undefined;
  const table = `scratch_together_${name}_${randomBytes(4).toString('hex')}`;
  const insert = (rows: [id: number, label: string][], expectRows?: number): Statement => ({
    text:
      `INSERT INTO ${table} (id, label) ` +
      `VALUES ${rows.map((_, r) => `($${2 * r + 1}::int, $${2 * r + 2}::text)`).join(', ')} RETURNING id`,
    params: rows.flat(),
    ...(expectRows === undefined ? {} : { expectRows }),
  });
  /** Adds to n of the rows whose label is given; returns one row per row it moved. */
  const bump = (label: string, by: number, expectRows?: number): Statement => ({
    text: `UPDATE ${table} SET n = n + $2::bigint WHERE label = $1::text RETURNING id`,
    params: [label, by],
    ...(expectRows === undefined ? {} : { expectRows }),
  });
  const rows = () =>
    engine!.read<{ id: number; label: string; n: number }>(`SELECT id, label, n FROM ${table} ORDER BY id`);

  beforeAll(async () => {
    opened = await openOn(name);
    if (typeof opened === 'string') return;
    engine = opened.sandbox.engine;
    await engine.unitOfWork((sql) =>
      sql.query(
        `CREATE TABLE IF NOT EXISTS ${table} (id int PRIMARY KEY, label text NOT NULL, n bigint NOT NULL DEFAULT 0)`,
      ),
    );
  });
  afterAll(async () => {
    if (typeof opened !== 'string') await opened?.close();
  });

  type Row = [id: number, label: string, n: number];
  it.for<[string, { before: [number, string][]; given: Statement[]; want: Row[] }]>([
    [
      'two inserts run as one statement and both land',
      {
        before: [],
        given: [insert([[1, 'one']]), insert([[2, 'two']])],
        want: [
          [1, 'one', 0],
          [2, 'two', 0],
        ],
      },
    ],
    [
      "the second part's values come from its own params, after a first part of ten",
      {
        before: [],
        given: [
          insert([
            [1, 'a'],
            [2, 'b'],
            [3, 'c'],
            [4, 'd'],
            [5, 'e'],
          ]),
          insert([
            [6, 'f'],
            [7, 'g'],
          ]),
        ],
        want: [
          [1, 'a', 0],
          [2, 'b', 0],
          [3, 'c', 0],
          [4, 'd', 0],
          [5, 'e', 0],
          [6, 'f', 0],
          [7, 'g', 0],
        ],
      },
    ],
    [
      'an update of rows read before, its count met, is written with the insert',
      {
        before: [[10, 'old']],
        given: [insert([[11, 'new']]), bump('old', 5, 1)],
        want: [
          [10, 'old', 5],
          [11, 'new', 0],
        ],
      },
    ],
    [
      'an expected count of none, met, is written',
      {
        before: [[10, 'old']],
        given: [insert([[11, 'new']], 1), bump('gone', 5, 0)],
        want: [
          [10, 'old', 0],
          [11, 'new', 0],
        ],
      },
    ],
    [
      'several expected counts, all met, are written',
      {
        before: [
          [10, 'old'],
          [12, 'old'],
        ],
        given: [
          insert(
            [
              [11, 'new'],
              [13, 'new'],
            ],
            2,
          ),
          bump('old', 1, 2),
        ],
        want: [
          [10, 'old', 1],
          [11, 'new', 0],
          [12, 'old', 1],
          [13, 'new', 0],
        ],
      },
    ],
  ])('%s', async ([, { before, given, want }], context) => {
    if (typeof opened === 'string') return context.skip(opened);
    await engine!.write([{ text: `DELETE FROM ${table}`, params: [] }]);
    if (before.length > 0) await engine!.write([insert(before)]);
    await engine!.write([together(given)]);
    expect((await rows()).map((r): Row => [r.id, r.label, r.n])).toEqual(want);
  });

  it.for<[string, { before: [number, string][]; given: Statement[] }]>([
    [
      'an update that matches no row where one was read',
      { before: [[10, 'old']], given: [insert([[11, 'new']]), bump('gone', 5, 1)] },
    ],
    [
      'an update that matches more rows than were read',
      {
        before: [
          [10, 'old'],
          [12, 'old'],
        ],
        given: [insert([[11, 'new']]), bump('old', 5, 1)],
      },
    ],
    [
      'an insert of fewer rows than expected',
      { before: [[10, 'old']], given: [insert([[11, 'new']], 2), bump('old', 5)] },
    ],
    [
      'the part that moved written first',
      { before: [[10, 'old']], given: [bump('gone', 5, 1), insert([[11, 'new']])] },
    ],
  ])('%s fails with 40001 and writes nothing', async ([, { before, given }], context) => {
    if (typeof opened === 'string') return context.skip(opened);
    await engine!.write([{ text: `DELETE FROM ${table}`, params: [] }]);
    await engine!.write([insert(before)]);
    await expect(engine!.write([together(given)])).rejects.toMatchObject({
      code: '40001',
      message: 'moved since read',
    });
    expect((await rows()).map((r) => [r.id, r.label, r.n])).toEqual(before.map(([id, label]) => [id, label, 0]));
    expect(await engine!.read(`SELECT count(*)::int AS count FROM ${table} WHERE label = 'new'`)).toEqual([
      { count: 0 },
    ]);
  });

  it('fails a unit of work that runs it, and the unit of work writes nothing', async (context) => {
    if (typeof opened === 'string') return context.skip(opened);
    await engine!.write([{ text: `DELETE FROM ${table}`, params: [] }]);
    await engine!.write([insert([[10, 'old']])]);
    const statement = together([insert([[11, 'new']]), bump('gone', 5, 1)]);
    await expect(
      engine!.unitOfWork(async (sql) => {
        await sql.query(`INSERT INTO ${table} (id, label) VALUES (20, 'before')`);
        await sql.query(statement.text, statement.params);
      }),
    ).rejects.toMatchObject({ code: '40001' });
    expect((await rows()).map((r) => r.id)).toEqual([10]);
  });
});
