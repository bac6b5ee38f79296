import { describe, expect, it } from 'vitest';
import { OutboxFollower, type FollowerStore } from './stream.js';
import type { StreamedRow } from './store.js';

const ORGANIZATION = 'org';

/** An outbox whose places are taken at the write and seen at the commit, as PostgreSQL's are. */
function outbox() {
  let taken = 0;
  const committed: StreamedRow[] = [];
  const store: FollowerStore = {
    organizationById: async () => ({}) as never,
    lastSeq: async () => Math.max(0, ...committed.map((r) => r.seq)),
    seqOf: async (_organization, id) => committed.find((r) => r.id === id)?.seq,
    eventsAfter: async ({ afterSeq, limit }) =>
      committed
        .filter((r) => r.seq > afterSeq)
        .sort((a, b) => a.seq - b.seq)
        .slice(0, limit),
  };
  return {
    store,
    /** Takes the next place; the event is seen once `commit` is called. */
    write() {
      const row = { seq: ++taken, id: `e${taken}`, type: 'inflow.received', body: '{}', payload: null };
      return () => void committed.push(row);
    },
  };
}

async function follow(store: FollowerStore) {
  const follower = await OutboxFollower.open(store, { organizationId: ORGANIZATION });
  if (typeof follower === 'string') throw new Error(follower);
  return follower;
}

/** mulberry32: a seeded run can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('OutboxFollower', () => {
  it('hands out nothing again after a read that finds nothing, however far the outbox has gone', async () => {
    const { store, write } = outbox();
    const follower = await follow(store);
    for (let i = 0; i < 1000; i++) write()();
    expect(await follower.next()).toHaveLength(100);
    const handed = new Set<string>();
    for (let read = 0; read < 30; read++) for (const event of await follower.next()) handed.add(event.id);
    expect(handed.size).toBe(900);
    expect(await follower.next()).toEqual([]);
    expect(await follower.next()).toEqual([]);
    write()();
    expect((await follower.next()).map((e) => e.id)).toEqual(['e1001']);
  });

  it.for([1, 2, 3, 4, 5])(
    'seed %i: each event handed out once, those that commit out of order included',
    async (seed) => {
      const next = random(seed);
      const { store, write } = outbox();
      const follower = await follow(store);
      const open: (() => void)[] = [];
      const handed = new Map<string, number>();
      let written = 0;
      for (let step = 0; step < 400; step++) {
        const roll = next();
        if (roll < 0.4) {
          // What is still open commits before it falls LOOK_BACK places behind the last event written.
          if (open.length > 60) for (const commit of open.splice(0)) commit();
          for (let n = Math.floor(next() * 40); n > 0; n--, written++) open.push(write());
        } else if (roll < 0.7 && open.length > 0) {
          // Commits in any order, not in the order the places were taken.
          for (let n = Math.floor(next() * open.length) + 1; n > 0; n--)
            open.splice(Math.floor(next() * open.length), 1)[0]!();
        } else {
          for (const event of await follower.next()) handed.set(event.id, (handed.get(event.id) ?? 0) + 1);
          expect([...handed.values()].every((times) => times === 1)).toBe(true);
        }
      }
      for (const commit of open) commit();
      for (let read = 0; read < 100; read++)
        for (const event of await follower.next()) handed.set(event.id, (handed.get(event.id) ?? 0) + 1);
      expect(handed.size).toBe(written);
      expect([...handed.values()].every((times) => times === 1)).toBe(true);
    },
  );
});
