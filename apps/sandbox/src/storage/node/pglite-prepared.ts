import type { PGlite } from '@electric-sql/pglite';
import { pglite } from './pglite-compiled.js';

/** A statement PostgreSQL holds under a name: its parameters' types, read once when it was prepared. */
interface Prepared {
  name: string;
  parameterTypes: number[];
}

/**
 * More distinct texts than the sandbox has statements: a text past it runs unprepared, so a caller that builds its
 * text from data cannot fill PostgreSQL's memory with statements.
 */
const PREPARED_LIMIT = 1_000;

const {
  parse,
  protocol: { serialize },
} = pglite;

/**
 * Runs statements on one PGlite as the PostgreSQL engine does (postgres.ts): each text prepared once under a name,
 * then bound and executed in one exchange with PostgreSQL. PGlite's `query` parses, plans and describes the text on
 * every call, in six exchanges; prepared, the sandbox process spends markedly less CPU over a conformance run.
 * `prepare: false` plans on every call, for a read whose best plan moves with the data
 * (domain/postings/posting-line.ts).
 *
 * Values are written and rows read with PGlite's own serializers and parsers (the int8 parser of pglite-settings.ts
 * included), and an error is the DatabaseError PGlite gives, the statement's text attached as `query` does.
 */
export function preparedStatements(
  db: PGlite,
): (text: string, params: readonly unknown[], prepare?: boolean) => Promise<unknown[]> {
  const statements = new Map<string, Prepared>();

  async function prepared(text: string): Promise<Prepared> {
    const known = statements.get(text);
    if (known) return known;
    const name = `waas_${statements.size}`;
    const { messages } = await db.execProtocol(
      Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  return async (text, params, prepare = true) => {
    // PGlite's own query also refuses on a closed PGlite, with its own error; execProtocol does not check.
    if (!prepare || db.closed || (statements.size >= PREPARED_LIMIT && !statements.has(text)))
      return (await db.query(text, [...params])).rows;
    try {
      const { name, parameterTypes } = await prepared(text);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const write = db.serializers[parameterTypes[index]!];
        return write ? write(value) : String(value);
      });
      const { messages } = await db.execProtocol(
        Buffer.concat([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      return parse.parseResults(messages, db.parsers)[0]?.rows ?? [];
    } catch (error) {
      throw Object.assign(error as Error, { query: text });
    }
  };
}
