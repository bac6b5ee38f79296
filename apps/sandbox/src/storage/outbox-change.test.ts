import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENGINES, openedForBlock } from '../test/engines.js';
import { SqlStore } from './store.js';

const ACME = '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f';
const anEvent = () => ({
  id: randomUUID(),
  organizationId: ACME,
  type: 'inflow.received',
  createdAtUs: 0,
  payload: {},
});

// What the dispatcher is woken by (domain/webhooks/dispatcher.ts, invariant 4): a write that made a delivery due may
// be told, once committed; anything else is not, or an idle dispatcher would poll again for nothing.
const WRITES: { given: string; write: (store: SqlStore) => Promise<unknown>; want: number }[] = [
  { given: 'an event in a unit of work', write: (s) => s.unitOfWork((tx) => tx.insertEvent(anEvent())), want: 1 },
  { given: 'an event on its own', write: (s) => s.insertEvent(anEvent()), want: 1 },
  { given: "an organization's clock moved", write: (s) => s.unitOfWork((tx) => tx.setClockOffsetOf(ACME, 1)), want: 1 },
  {
    given: 'an event in a unit of work that throws',
    write: (s) =>
      s
        .unitOfWork(async (tx) => {
          await tx.insertEvent(anEvent());
          throw new Error('rolled back');
        })
        .catch(() => undefined),
    want: 0,
  },
  { given: 'a read', write: (s) => s.unitOfWork((tx) => tx.organizationById(ACME)), want: 0 },
  { given: "the dispatcher's own claim", write: (s) => s.unitOfWork((tx) => tx.claimDueEvents(0, 1, 1)), want: 0 },
];

describe.each(ENGINES)('outbox changes told on $engine', ({ engine }) => {
  const opened = openedForBlock(engine, { webhooks: { dispatch: false } });

  it.for(WRITES)('$given: told $want times', async ({ write, want }, context) => {
    const store = SqlStore.of(opened.in(context).sandbox.engine);
    let told = 0;
    const stop = store.onOutboxChange(() => told++);
    try {
      await write(store);
    } finally {
      stop();
    }
    expect(told).toBe(want);
  });
});
