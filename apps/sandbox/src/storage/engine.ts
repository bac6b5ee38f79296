import type { Statement } from './statement.js';

/** What the domain sees of a database: parameterised SQL inside one unit of work. */
export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export type EngineName = 'pglite' | 'postgres';

/**
 * A storage engine. Every unit of work runs inside one transaction: it commits when `work` resolves and
 * rolls back when it throws, so a refusal in the middle of a posting leaves nothing behind.
 */
export interface Engine {
  readonly name: EngineName;
  unitOfWork<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * One read-only statement on its own: a single statement is its own transaction in PostgreSQL, so the BEGIN and
   * COMMIT around it (three round trips for one) would buy nothing. Anything that writes goes through unitOfWork. Two
   * reads that must agree are one statement (storage/page.ts), in a unit of work or not: each statement of a READ
   * COMMITTED transaction sees its own snapshot. Like write's, its text must be one of a few fixed statements, which
   * PostgreSQL prepares unless `prepare` is false.
   */
  read<Row = Record<string, unknown>>(text: string, params?: readonly unknown[], options?: ReadOptions): Promise<Row[]>;
  /**
   * Data-modifying statements in one transaction of their own, in order, not retried: for a writer that read without
   * locks and checks in its statements that nothing it read has moved (storage/statement.ts), so a failure means it
   * must decide again. One round trip on PostgreSQL, however many statements. Their texts must be a few fixed
   * statements, with the data in parameters: PostgreSQL prepares each text it sees.
   */
  write(statements: readonly Statement[]): Promise<void>;
  /** How its connections are used at this moment (read by the metrics at each scrape). */
  poolUse(): PoolUse;
  close(): Promise<void>;
}

/**
 * Connections at one moment: PostgreSQL's pool (pg's totalCount, idleCount, waitingCount); PGlite has one connection,
 * busy while anything asked of it is unanswered, and `waiting` counts what is queued behind the one in progress.
 */
export interface PoolUse {
  /** The most it opens. */
  max: number;
  open: number;
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

/** bigint columns hold minor units and microseconds, all far below 2^53; anything larger is a bug, not data. */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`int8 value ${text} is outside the safe integer range`);
  return value;
}

export interface ReadOptions {
  /**
   * False to plan the statement on every call instead of preparing it (either engine: postgres.ts, pglite-prepared.ts).
   */
  prepare?: boolean;
}

/** The engine's single-statement reads as an Sql, for storage functions that issue exactly one read-only statement. */
export const autocommit = (engine: Engine, options?: ReadOptions): Sql => ({
  query: <Row>(text: string, params?: readonly unknown[]) => engine.read<Row>(text, params, options),
});
