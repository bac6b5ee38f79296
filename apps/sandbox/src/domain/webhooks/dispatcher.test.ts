import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { Dispatcher, type DispatchStore } from './dispatcher.js';

describe('the webhook dispatcher', () => {
  it('reads the outbox first one interval after it starts, leaving a new sandbox to its first requests', async () => {
    let polls = 0;
    const store: DispatchStore = {
      unitOfWork: async () => {
        polls++;
        return [] as never;
      },
      pendingEvents: async () => 0,
    };
    const dispatcher = new Dispatcher(store, { pollMs: 300 });
    dispatcher.start();
    try {
      await sleep(100);
      expect(polls).toBe(0);
      await sleep(400);
      expect(polls).toBeGreaterThan(0);
    } finally {
      await dispatcher.stop();
    }
  });
});
