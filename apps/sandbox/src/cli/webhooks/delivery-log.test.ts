import { describe, expect, it } from 'vitest';
import { DeliveryLogQueue } from './delivery-log.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('DeliveryLogQueue', () => {
  it('reports a few events at once, counts what is behind, and drains', async () => {
    const queue = new DeliveryLogQueue(3);
    let reporting = 0;
    let most = 0;
    const reported: string[] = [];
    for (const event of ['a', 'b', 'c', 'd', 'e', 'f', 'g'])
      queue.add(2, async () => {
        reporting += 1;
        most = Math.max(most, reporting);
        for (const url of ['one', 'two']) {
          await tick();
          reported.push(`${event} ${url}`);
        }
        reporting -= 1;
      });
    expect(queue.behind).toBe(14);
    await queue.drained();
    expect(queue.behind).toBe(0);
    expect(most).toBe(3);
    expect(reported).toHaveLength(14);
    // Each event's attempts in the order its URLs were forwarded.
    for (const event of ['a', 'd', 'g'])
      expect(reported.filter((r) => r.startsWith(event))).toEqual([`${event} one`, `${event} two`]);
    await queue.drained();
  });
});
