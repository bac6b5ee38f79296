import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteSettings } from '../pglite-settings.js';
import { preparedStatements } from './pglite-prepared.js';

let db: PGlite;
let statement: ReturnType<typeof preparedStatements>;
beforeAll(async () => {
  db = await PGlite.create(pgliteSettings({ PGlite, types }));
  statement = preparedStatements(db);
  await db.exec(`CREATE TABLE wallet
      (id uuid PRIMARY KEY, minor bigint NOT NULL, active boolean NOT NULL, document jsonb, note text);
    INSERT INTO wallet VALUES ('3fa85f64-5717-4562-b3fc-2c963f66afa6', 9007199254740991, true, '{"a":[1,2]}', NULL),
                              ('c2d6a1f0-3b9e-4e7a-8f21-6d5c4b3a2f10', -250, false, NULL, 'two');`);
});
afterAll(() => db.close());

const preparedCount = async (text: string) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1', [text]))
    .rows[0]!.n;

describe('a prepared statement answers as PGlite’s own query does', () => {
  it.each([
    {
      given: 'int8, uuid, boolean, jsonb and NULL columns',
      text: 'SELECT * FROM wallet ORDER BY minor DESC',
      params: [],
    },
    {
      given: 'a uuid array parameter',
      text: 'SELECT id FROM wallet WHERE id = ANY($1::uuid[]) ORDER BY id',
      params: [['c2d6a1f0-3b9e-4e7a-8f21-6d5c4b3a2f10', '3fa85f64-5717-4562-b3fc-2c963f66afa6']],
    },
    {
      given: 'an int8 parameter from a number',
      text: 'SELECT count(*)::int AS n FROM wallet WHERE minor > $1',
      params: [-1_000],
    },
    {
      given: 'a jsonb parameter from an object',
      text: 'SELECT $1::jsonb -> $2 AS picked',
      params: [{ a: { b: 1 } }, 'a'],
    },
    {
      given: 'a NULL parameter',
      text: 'SELECT count(*)::int AS n FROM wallet WHERE note IS NOT DISTINCT FROM $1',
      params: [null],
    },
    { given: 'a boolean parameter', text: 'SELECT id FROM wallet WHERE active = $1', params: [false] },
    {
      given: 'a write that answers no rows',
      text: 'UPDATE wallet SET note = note WHERE id = $1',
      params: ['3fa85f64-5717-4562-b3fc-2c963f66afa6'],
    },
  ])('$given', async ({ text, params }) => {
    const want = (await db.query(text, params)).rows;
    expect(await statement(text, params)).toEqual(want);
    // Twice: the second call binds the statement the first one prepared.
    expect(await statement(text, params)).toEqual(want);
  });
});

describe('what is prepared', () => {
  it('prepares a text once, however often and with whatever values it runs', async () => {
    const text = 'SELECT minor FROM wallet WHERE id = $1';
    for (const id of [
      '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      'c2d6a1f0-3b9e-4e7a-8f21-6d5c4b3a2f10',
      '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    ])
      await statement(text, [id]);
    expect(await preparedCount(text)).toBe(1);
    expect(await statement(text, ['c2d6a1f0-3b9e-4e7a-8f21-6d5c4b3a2f10'])).toEqual([{ minor: -250 }]);
  });

  it('plans a text on every call when asked not to prepare it', async () => {
    const text = 'SELECT note FROM wallet WHERE id = $1';
    expect(await statement(text, ['c2d6a1f0-3b9e-4e7a-8f21-6d5c4b3a2f10'], false)).toEqual([{ note: 'two' }]);
    expect(await preparedCount(text)).toBe(0);
  });
});

describe('refusals', () => {
  it.each([
    {
      given: 'a value of the wrong type',
      text: 'SELECT * FROM wallet WHERE id = $1',
      params: ['not-a-uuid'],
      want: { code: '22P02' },
    },
    {
      given: 'a duplicate key',
      text: 'INSERT INTO wallet VALUES ($1, 0, true, NULL, NULL)',
      params: ['3fa85f64-5717-4562-b3fc-2c963f66afa6'],
      want: { code: '23505', constraint: 'wallet_pkey' },
    },
    { given: 'a text PostgreSQL cannot parse', text: 'SELEC 1', params: [], want: { code: '42601' } },
  ])(
    '$given: PostgreSQL’s error with its fields and the text, and the next statement answers',
    async ({ text, params, want }) => {
      const refused = await statement(text, params).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Error);
      expect(refused).toMatchObject({ ...want, query: text });
      expect(await statement('SELECT count(*)::int AS n FROM wallet', [])).toEqual([{ n: 2 }]);
    },
  );

  it('does not keep a text that failed to prepare: it is prepared once it can be', async () => {
    const text = 'SELECT n FROM later';
    await expect(statement(text, [])).rejects.toMatchObject({ code: '42P01' });
    await db.exec('CREATE TABLE later (n int); INSERT INTO later VALUES (7)');
    expect(await statement(text, [])).toEqual([{ n: 7 }]);
  });
});
