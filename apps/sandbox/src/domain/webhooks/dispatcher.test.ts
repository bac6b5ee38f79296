import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { Dispatcher, type DispatchStore } from './dispatcher.js';
import type { ClaimedEvent } from './store.js';

/** A store whose outbox never has anything due: it notes when each poll came and lets a test change the outbox. */
function idleOutbox() {
  const polls: number[] = [];
  const listeners = new Set<() => void>();
  const store: DispatchStore = {
    unitOfWork: async () => {
      polls.push(performance.now());
      return [] as never;
    },
    pendingEvents: async () => 0,
    onOutboxChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { store, polls, change: () => listeners.forEach((listener) => listener()), listeners };
}

describe('the webhook dispatcher', () => {
  it('reads the outbox first one interval after it starts, leaving a new sandbox to its first requests', async () => {
    const { store, polls } = idleOutbox();
    const dispatcher = new Dispatcher(store, { pollMs: 300 });
    dispatcher.start();
    try {
      await sleep(100);
      expect(polls).toHaveLength(0);
      await sleep(400);
      expect(polls.length).toBeGreaterThan(0);
    } finally {
      await dispatcher.stop();
    }
  });

  it('polls an idle outbox ever less often, up to ten intervals apart', async () => {
    const { store, polls } = idleOutbox();
    const dispatcher = new Dispatcher(store, { pollMs: 10 });
    dispatcher.start();
    await sleep(3_000);
    await dispatcher.stop();
    // Every 10 ms would be about 300 polls; doubling to at most 100 ms apart, about thirty; doubling without end, the
    // waits would reach 1,280 ms.
    expect(polls.length).toBeGreaterThan(10);
    expect(polls.length).toBeLessThan(60);
    const gaps = polls.slice(1).map((at, i) => at - polls[i]!);
    expect(Math.max(...gaps)).toBeLessThan(700);
    expect(gaps.slice(-3).every((gap) => gap >= 80)).toBe(true);
  });

  it('polls within one interval of a change this process committed, however long it had been idle', async () => {
    const { store, polls, change } = idleOutbox();
    const dispatcher = new Dispatcher(store, { pollMs: 100 });
    dispatcher.start();
    try {
      // Idle long enough that each wait is the longest, a second; the change comes just after a poll.
      await sleep(2_800);
      const seen = polls.length;
      while (polls.length === seen) await sleep(1);
      const changedAt = performance.now();
      change();
      while (polls.at(-1)! < changedAt) await sleep(1);
      expect(polls.at(-1)! - changedAt).toBeLessThan(500);
    } finally {
      await dispatcher.stop();
    }
  });

  it('polls for a retry it scheduled when the retry falls due, not at the end of a longer idle wait', async () => {
    const claims: number[] = [];
    const event: ClaimedEvent = {
      id: 'e1',
      organization_id: 'o1',
      payload: null,
      body: '{}',
      attempts: 1,
      round_attempts: 1,
      // Nothing listens on port 9 here: the attempt fails at once, and its retry is due a second later.
      url: 'http://127.0.0.1:9/webhooks',
      secret: 's',
      offset_us: 0,
      due_at_us: null,
    };
    const store: DispatchStore = {
      unitOfWork: async (work) =>
        work({
          claimDueEvents: async () => {
            claims.push(performance.now());
            return claims.length === 1 ? [event] : [];
          },
          recordAttempts: async () => 1,
        } as never),
      pendingEvents: async () => 0,
      onOutboxChange: () => () => undefined,
    };
    const dispatcher = new Dispatcher(store, {
      pollMs: 200,
      schedule: { delaysMs: [0, 1_000], scale: 1, jitter: 0 },
    });
    dispatcher.start();
    try {
      // Idle waits after the failed attempt: 200, 400 and 800 ms; the retry falls due within the 800.
      await sleep(1_800);
      const due = claims[0]! + 1_000;
      // On its idle waits alone, the first poll after the retry falls due would come about 400 ms late.
      expect(claims.some((at) => at >= due - 5 && at < due + 300)).toBe(true);
    } finally {
      await dispatcher.stop();
    }
  });

  it('stops listening when it stops', async () => {
    const { store, listeners } = idleOutbox();
    const dispatcher = new Dispatcher(store, { pollMs: 10 });
    dispatcher.start();
    expect(listeners.size).toBe(1);
    await dispatcher.stop();
    expect(listeners.size).toBe(0);
  });
});
