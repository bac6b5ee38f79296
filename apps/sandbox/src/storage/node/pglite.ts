import type { Engine, ReadOptions } from '../engine.js';
import { connect } from './pglite-connection.js';
import type { PgliteLocation, PgliteRequest } from './pglite-requests.js';

export interface PgliteOptions extends PgliteLocation {
  /**
   * False runs PGlite on the calling thread rather than its own (pglite-connection.ts): answers then come within the
   * caller's turn of the event loop, which the seeded simulation needs to be deterministic.
   */
  thread?: boolean | undefined;
}

export interface PgliteEngine extends Engine {
  /**
   * The whole data directory as an uncompressed tarball, its write-ahead log cut to what a start reads (`cutWal`): a
   * seed dump.
   */
  dumpDataDir(): Promise<Uint8Array>;
  /**
   * Drops template0 and template1, which only CREATE DATABASE reads and the sandbox never runs: a dump without them
   * holds far fewer files, and PGlite starts from it sooner.
   */
  dropTemplateDatabases(): Promise<void>;
}

/** Results of single-statement reads kept until the next write; bounded, then dropped whole. */
const READ_CACHE_LIMIT = 2_000;

/** Whether the open transaction wrote: PostgreSQL assigns a transaction id at its first write, and only then. */
const WROTE = 'SELECT txid_current_if_assigned() IS NOT NULL AS wrote';

/**
 * Embedded PostgreSQL, on a thread of its own (storage/pglite-thread.ts) unless asked otherwise. PGlite has one
 * connection, so two callers that each issue their own BEGIN would interleave inside one transaction and lose
 * updates: requests go out in the order they are made, and a unit of work holds the line until it ends.
 *
 * A single request (a read, a write of its own) does not wait for the answer to the one before it: PGlite's thread
 * answers in order, so it goes out at once. Waiting for each answer cost a round trip between threads per request, a
 * fifth of the postings per second.
 *
 * The process owns the database and every write goes through this engine, so a single-statement read gives the
 * same rows until the next write: those results are kept and served again. A write drops them all as it is asked
 * for; a unit of work, before its caller hears it ended, if it wrote anything (PostgreSQL gave it a transaction id).
 * The webhook dispatcher's poll, a unit of work every tenth of a second that mostly writes nothing, dropped them each
 * time, and every request in flight then read through the thread. A read asked for before a write or unit of work
 * but answered after it is not kept.
 */
export async function openPglite(options: PgliteOptions = {}): Promise<PgliteEngine> {
  const { thread, ...location } = options;
  const db = await connect(location, { thread });
  let line: Promise<unknown> = Promise.resolve();
  /** Requests and units of work asked for and not yet answered, for poolUse. */
  let unanswered = 0;
  const counted = <T>(answer: Promise<T>): Promise<T> => {
    unanswered++;
    void answer.then(answered, answered);
    return answer;
  };
  const answered = () => void unanswered--;
  /** Sends a request once all asked for before it have gone out; the next goes out right after it. */
  const request = <T>(asked: PgliteRequest): Promise<T> => {
    let answer!: Promise<T>;
    const sent = line.then(() => {
      answer = db.request<T>(asked);
    });
    line = sent;
    return counted(sent.then(() => answer));
  };
  /** Runs `run` once all asked for before it have gone out, and sends nothing else until it ends. */
  const alone = <T>(run: () => Promise<T>): Promise<T> => {
    const ran = line.then(run);
    line = ran.catch(() => undefined);
    return counted(ran);
  };
  const reads = new Map<string, CachedRead>();
  /** Bumped by whatever may write: a read answered after it was bumped is not kept. */
  let writes = 0;
  const writing = () => {
    writes++;
    reads.clear();
  };
  const exec = (text: string) => db.request<void>({ kind: 'exec', text });
  const query = <Row>(text: string, params: readonly unknown[] = []) =>
    db.request<Row[]>({ kind: 'query', text, params });
  const unitOfWork: Engine['unitOfWork'] = (work) => {
    writes++;
    return alone(async () => {
      await exec('BEGIN');
      let wrote = true;
      try {
        const result = await work({ query });
        wrote = (await query<{ wrote: boolean }>(WROTE))[0]?.wrote !== false;
        await exec('COMMIT');
        return result;
      } catch (error) {
        await exec('ROLLBACK');
        throw error;
      } finally {
        // Before the caller hears of the end: a read after an acknowledged write is never served what was kept.
        if (wrote) writing();
      }
    });
  };
  return {
    name: 'pglite',
    unitOfWork,
    read: async <Row>(text: string, params: readonly unknown[] = [], options: ReadOptions = {}) => {
      const key = `${text}\u0000${JSON.stringify(params)}`;
      const known = reads.get(key);
      // Callers get copies, so one caller changing its rows cannot change another's answer.
      if (known) return copyOf(known) as Row[];
      const before = writes;
      const rows = await request<Row[]>({ kind: 'query', text, params, prepare: options.prepare });
      if (writes === before) {
        if (reads.size >= READ_CACHE_LIMIT) reads.clear();
        reads.set(key, { rows: structuredClone(rows), flat: rows.every(isFlat) });
      }
      return rows;
    },
    write: (statements) => {
      writing();
      return request<void>({ kind: 'write', statements });
    },
    poolUse: () => ({ max: 1, open: 1, idle: unanswered === 0 ? 1 : 0, waiting: Math.max(0, unanswered - 1) }),
    dumpDataDir: () => alone(() => db.request<Uint8Array>({ kind: 'dump' })),
    dropTemplateDatabases: () => {
      writing();
      return alone(async () => {
        await exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
        for (const name of ['template0', 'template1']) await exec(`DROP DATABASE ${name}`);
      });
    },
    close: () =>
      alone(async () => {
        await db.request<void>({ kind: 'close' });
        await db.terminate();
      }),
  };
}

/** A cached answer, and whether every row holds only primitives (a row read by a hot path does). */
interface CachedRead {
  rows: unknown[];
  flat: boolean;
}

const isFlat = (row: unknown) =>
  row !== null &&
  typeof row === 'object' &&
  Object.values(row).every((value) => value === null || typeof value !== 'object');

/** Independent copies: a spread per row when every value is a primitive, a structured clone of anything deeper. */
const copyOf = ({ rows, flat }: CachedRead): unknown[] =>
  flat ? rows.map((row) => ({ ...(row as object) })) : structuredClone(rows);
