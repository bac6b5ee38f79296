import type { Engine } from '../storage/engine.js';
import { INTERNAL_WALLET_BUSY } from '../storage/wallets.js';
import type { seeded } from './random.js';

/** How often each fault strikes a write, out of 1. */
export interface Faults {
  /** A read's answer is held back while other calls commit, as a lagging snapshot would be. */
  staleRead: number;
  /** Chosen as a deadlock's victim before anything was written. */
  deadlock: number;
  /** A serialization failure before anything was written. */
  serialization: number;
  /** A write that moves money finds its internal wallet held by another writer (55P03) before anything was written. */
  busyInternal: number;
  /** The write committed, then the connection went: the caller cannot tell. */
  unknownOutcome: number;
}

export type FaultCounts = Record<keyof Faults, number>;

const failure = (code: string, message: string) => Object.assign(new Error(message), { code });

/**
 * A real engine behind a seeded adversary, the simulation's way (TigerBeetle's): every call waits a random number of
 * turns of the event loop, so calls interleave differently per seed; reads may arrive late; and
 * writes fail as a real server's can — before writing (40P01, 40001, 55P03) or after committing (a lost connection).
 * Units of work only interleave: the real PostgreSQL engine retries their deadlocks itself.
 */
export function faultyEngine(
  inner: Engine,
  random: ReturnType<typeof seeded>,
  faults: Faults,
): { engine: Engine; counts: FaultCounts } {
  const counts: FaultCounts = { staleRead: 0, deadlock: 0, serialization: 0, busyInternal: 0, unknownOutcome: 0 };
  const turns = async () => {
    for (let n = random.int(0, 3); n > 0; n--) await new Promise((resolve) => setImmediate(resolve));
  };
  const engine: Engine = {
    name: inner.name,
    async unitOfWork(work) {
      await turns();
      return inner.unitOfWork(work);
    },
    async read<Row = Record<string, unknown>>(
      text: string,
      params?: readonly unknown[],
      options?: Parameters<Engine['read']>[2],
    ): Promise<Row[]> {
      await turns();
      const rows = await inner.read<Row>(text, params, options);
      // A stale read: the answer is held back while other calls commit, so it is old by the time it is used.
      if (random.next() < faults.staleRead) {
        counts.staleRead++;
        for (let n = random.int(5, 30); n > 0; n--) await new Promise((resolve) => setImmediate(resolve));
      }
      return rows;
    },
    async write(statements) {
      await turns();
      const roll = random.next();
      if (roll < faults.deadlock) {
        counts.deadlock++;
        throw failure('40P01', 'deadlock detected');
      }
      if (roll < faults.deadlock + faults.serialization) {
        counts.serialization++;
        throw failure('40001', 'could not serialize access');
      }
      // Only a write that moves money locks wallets first (storage/ledger-write.ts), the internal one without waiting.
      if (roll < faults.deadlock + faults.serialization + faults.busyInternal && statements.length > 1) {
        counts.busyInternal++;
        throw failure(INTERNAL_WALLET_BUSY, 'could not obtain lock on row in relation "wallets"');
      }
      await inner.write(statements);
      if (random.next() < faults.unknownOutcome) {
        counts.unknownOutcome++;
        throw failure('08006', 'Connection terminated unexpectedly');
      }
    },
    poolUse: () => inner.poolUse(),
    close: () => inner.close(),
  };
  return { engine, counts };
}
