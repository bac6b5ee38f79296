import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../storage/engine.js';
import { Dispatcher } from './dispatcher.js';

describe('the webhook dispatcher', () => {
  it('reads the outbox first one interval after it starts, leaving a new sandbox to its first requests', async () => {
    let polls = 0;
    const engine: Engine = {
      name: 'pglite',
      unitOfWork: async () => {
        polls++;
        return [] as never;
      },
      read: async () => [],
      write: async () => undefined,
      poolUse: () => ({ max: 1, open: 1, idle: 1, waiting: 0 }),
      close: async () => undefined,
    };
    const dispatcher = new Dispatcher(engine, { pollMs: 300 });
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
