import pg from 'pg';
import { parseInt8, type Engine, type ReadOptions } from '../engine.js';
import type { Statement } from '../statement.js';

export interface PostgresOptions {
  connectionString: string;
  /** Connections in the pool; each runs one unit of work at a time. */
  poolSize?: number | undefined;
}

// Serialization failures and deadlocks are safe to retry: the whole unit of work rolled back.
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const names = new Map<string, string>();
const preparedName = (text: string) => {
  let name = names.get(text);
  if (name === undefined) {
    name = `waas_${names.size}`;
    names.set(text, name);
  }
  return name;
};

/**
 * A statement on its own, run many times a second, its text one of a few fixed statements (a request's read, a
 * group's write with no wallet to lock): prepared once per connection, it is parsed and planned once instead of on
 * every call.
 */
async function prepared<Row>(pool: pg.Pool, text: string, params: readonly unknown[] = []): Promise<Row[]> {
  return (await pool.query({ name: preparedName(text), text, values: [...params] })).rows as Row[];
}

/** `work` on one connection inside BEGIN and COMMIT, rolled back when it throws. */
async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The statement texts each connection has PREPAREd, for inOneRoundTrip. */
const prepareds = new WeakMap<pg.PoolClient, Set<string>>();

// pg's own encoding of a parameter (arrays as array literals, objects as JSON); exported at run time, not in @types/pg.
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;

/** A parameter as a literal of the same text pg would send in a Bind message. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = prepareValue(value);
  if (typeof text !== 'string') throw new Error(`a ${typeof value} parameter has no literal form here`);
  return quoted(text);
}

/**
 * What pg.escapeLiteral answers, by regular expressions: it builds its answer a character at a time. Building a
 * group's literals (pg's array encoding, then escapeLiteral) took a large share of the sandbox's CPU under load; the
 * arrays are JSON documents now, and this quotes them.
 */
export function quoted(text: string): string {
  const doubled = text.replace(/'/g, "''");
  return text.includes('\\') ? ` E'${doubled.replace(/\\/g, '\\\\')}'` : `'${doubled}'`;
}

/**
 * Several statements sent as one simple query, which PostgreSQL runs as one transaction, each statement on a snapshot
 * taken when it starts (so a write after a lock statement sees what the locks waited for). One round trip instead of
 * one per statement plus BEGIN and COMMIT: round trips bound how fast one process posts. Each text is PREPAREd once
 * per connection under a name of its own (SQL PREPARE and the protocol's share one namespace), and the data goes into
 * EXECUTE as literals.
 */
async function inOneRoundTrip(pool: pg.Pool, statements: readonly Statement[]): Promise<void> {
  const client = await pool.connect();
  try {
    let known = prepareds.get(client);
    if (known === undefined) prepareds.set(client, (known = new Set()));
    const name = (text: string) => `sql_${preparedName(text)}`;
    for (const text of new Set(statements.map((s) => s.text))) {
      if (known.has(text)) continue;
      await client.query(`PREPARE ${name(text)} AS ${text}`);
      known.add(text);
    }
    await client.query(
      statements
        .map(
          ({ text, params }) =>
            `EXECUTE ${name(text)}${params.length > 0 ? `(${params.map(literal).join(', ')})` : ''}`,
        )
        .join(';\n'),
    );
  } finally {
    client.release();
  }
}

/** A PostgreSQL server through DATABASE_URL; units of work run concurrently, each on its own connection. */
export async function openPostgres(options: PostgresOptions): Promise<Engine> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    types: typeParsers,
  });
  // An idle connection the server closes (restart, terminated backend) is dropped from the pool and replaced on the
  // next checkout; without a listener the pool's 'error' event would end the process.
  pool.on('error', () => undefined);
  // A connection the server drops while it is checked out (the server stopped hard) fails its query, and emits 'error'
  // too, which pool.query listens for but pool.connect's caller does not: unheard, it would end the process. Released,
  // the broken connection is discarded (src/storage/database-outage.test.ts).
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Fail at start, not at the first request, when the server is unreachable.
  (await pool.connect()).release();
  return {
    name: 'postgres',
    async unitOfWork(work) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await transaction(pool, (client) =>
            work({
              query: async <Row>(text: string, params: readonly unknown[] = []) =>
                (await client.query(text, [...params])).rows as Row[],
            }),
          );
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (attempt >= MAX_ATTEMPTS || code === undefined || !RETRYABLE.has(code)) throw error;
        }
      }
    },
    read: async <Row>(text: string, params: readonly unknown[] = [], options: ReadOptions = {}) =>
      options.prepare === false
        ? ((await pool.query(text, [...params])).rows as Row[])
        : prepared<Row>(pool, text, params),
    async write(statements) {
      if (statements.length === 1) await prepared(pool, statements[0]!.text, statements[0]!.params);
      else await inOneRoundTrip(pool, statements);
    },
    poolUse: () => ({ max: pool.options.max, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
