import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.js';

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}
function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Lets queued microtasks and setImmediate callbacks run, a few rounds over. */
const turns = async (rounds = 5) => {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** Fails the test instead of waiting out the test timeout when a promise never settles. */
const within = <T>(promise: Promise<T>, ms = 2000): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still pending after ${ms} ms`)), ms).unref()),
  ]);

const outcome = (settled: PromiseSettledResult<string>) =>
  settled.status === 'fulfilled' ? { resolved: settled.value } : { rejected: (settled.reason as Error).message };

/**
 * A fake write that records the groups it is called with and answers `key:item` per item. While `holding`, each call
 * waits until the test releases it; `running` tracks how many groups of each key are in flight at once.
 */
function recordingWrite() {
  const calls: { key: string; items: string[] }[] = [];
  const pending: Deferred<void>[] = [];
  const running = new Map<string, number>();
  const mostRunning = new Map<string, number>();
  const state = { holding: true };
  const write = async (key: string, items: string[]) => {
    calls.push({ key, items: [...items] });
    running.set(key, (running.get(key) ?? 0) + 1);
    mostRunning.set(key, Math.max(mostRunning.get(key) ?? 0, running.get(key)!));
    try {
      if (state.holding) {
        const gate = deferred();
        pending.push(gate);
        await gate.promise;
      }
      return items.map((item) => `${key}:${item}`);
    } finally {
      running.set(key, running.get(key)! - 1);
    }
  };
  const releaseAll = () => {
    state.holding = false;
    for (const gate of pending.splice(0)) gate.resolve();
  };
  return { calls, pending, write, releaseAll, mostRunning };
}

describe('GroupCommit grouping', () => {
  it.each<
    [string, { maxGroup?: number; waves: [key: string, item: string][][]; want: [key: string, items: string[]][] }]
  >([
    [
      'items submitted in the same tick share one group, in arrival order',
      {
        waves: [
          [
            ['k', 'a'],
            ['k', 'b'],
            ['k', 'c'],
          ],
        ],
        want: [['k', ['a', 'b', 'c']]],
      },
    ],
    [
      'items submitted while a group runs form the next group',
      {
        waves: [
          [['k', 'a']],
          [
            ['k', 'b'],
            ['k', 'c'],
          ],
        ],
        want: [
          ['k', ['a']],
          ['k', ['b', 'c']],
        ],
      },
    ],
    [
      'a group that ran alone is followed by all that arrived meanwhile, over several rounds',
      {
        waves: [
          [
            ['k', 'a'],
            ['k', 'b'],
          ],
          [['k', 'c']],
          [
            ['k', 'd'],
            ['k', 'e'],
            ['k', 'f'],
          ],
        ],
        want: [
          ['k', ['a', 'b']],
          ['k', ['c']],
          ['k', ['d', 'e', 'f']],
        ],
      },
    ],
    [
      "maxGroup splits a tick's items, in arrival order",
      {
        maxGroup: 2,
        waves: [
          [
            ['k', 'a'],
            ['k', 'b'],
            ['k', 'c'],
            ['k', 'd'],
            ['k', 'e'],
          ],
        ],
        want: [
          ['k', ['a', 'b']],
          ['k', ['c', 'd']],
          ['k', ['e']],
        ],
      },
    ],
    [
      'maxGroup splits the items waiting behind a group',
      {
        maxGroup: 2,
        waves: [
          [['k', 'a']],
          [
            ['k', 'b'],
            ['k', 'c'],
            ['k', 'd'],
          ],
        ],
        want: [
          ['k', ['a']],
          ['k', ['b', 'c']],
          ['k', ['d']],
        ],
      },
    ],
    [
      'a maxGroup of one writes each item alone',
      {
        maxGroup: 1,
        waves: [
          [
            ['k', 'a'],
            ['k', 'b'],
          ],
        ],
        want: [
          ['k', ['a']],
          ['k', ['b']],
        ],
      },
    ],
    [
      'items of different keys never share a group',
      {
        waves: [
          [
            ['k1', 'a'],
            ['k2', 'b'],
            ['k1', 'c'],
            ['k2', 'd'],
          ],
        ],
        want: [
          ['k1', ['a', 'c']],
          ['k2', ['b', 'd']],
        ],
      },
    ],
  ])('%s', async (_name, { maxGroup, waves, want }) => {
    const fake = recordingWrite();
    const commit = new GroupCommit(fake.write, maxGroup);
    const submitted: Promise<string>[] = [];
    const submitWave = (wave: [string, string][]) =>
      wave.forEach(([key, item]) => submitted.push(commit.submit(key, item)));

    submitWave(waves[0]!);
    for (const wave of waves.slice(1)) {
      // Wait for the group in flight, submit behind it, then let it finish.
      await turns();
      expect(fake.pending).toHaveLength(1);
      submitWave(wave);
      await turns();
      expect(fake.pending).toHaveLength(1);
      fake.pending.shift()!.resolve();
    }
    await turns();
    fake.releaseAll();

    const results = await within(Promise.all(submitted));
    expect(fake.calls.map((c) => [c.key, c.items])).toEqual(want);
    expect(results).toEqual(waves.flat().map(([key, item]) => `${key}:${item}`));
    expect(Math.max(...fake.mostRunning.values())).toBe(1);
  });

  it("runs two keys independently: one key's slow group does not hold the other", async () => {
    const slow = deferred();
    const calls: string[] = [];
    const commit = new GroupCommit<string, string>(async (key, items) => {
      calls.push(`${key}:${items.join(',')}`);
      if (key === 'slow') await slow.promise;
      return items.map((item) => `${key}:${item}`);
    });
    let slowSettled = false;
    const held = commit.submit('slow', 'a').finally(() => (slowSettled = true));
    await turns();
    const fast = [commit.submit('fast', 'b'), commit.submit('fast', 'c')];
    expect(await within(Promise.all(fast))).toEqual(['fast:b', 'fast:c']);
    expect(await within(commit.submit('fast', 'd'))).toBe('fast:d');
    expect(slowSettled).toBe(false);

    slow.resolve();
    expect(await within(held)).toBe('slow:a');
    expect(calls).toEqual(['slow:a', 'fast:b,c', 'fast:d']);
  });
});

describe('GroupCommit when a write fails', () => {
  it.each<
    [
      string,
      {
        items: string[];
        fails: (items: string[]) => boolean;
        wantCalls: string[][];
        want: ({ resolved: string } | { rejected: string })[];
      },
    ]
  >([
    [
      'one bad item in a group fails only its own caller',
      {
        items: ['a', 'bad', 'c'],
        fails: (items) => items.includes('bad'),
        wantCalls: [['a', 'bad', 'c'], ['a'], ['bad'], ['c']],
        want: [{ resolved: 'k:a' }, { rejected: 'cannot write bad' }, { resolved: 'k:c' }],
      },
    ],
    [
      'two bad items fail their two callers',
      {
        items: ['bad1', 'b', 'bad2'],
        fails: (items) => items.some((i) => i.startsWith('bad')),
        wantCalls: [['bad1', 'b', 'bad2'], ['bad1'], ['b'], ['bad2']],
        want: [{ rejected: 'cannot write bad1' }, { resolved: 'k:b' }, { rejected: 'cannot write bad2' }],
      },
    ],
    [
      'a group that fails as a group but not alone resolves everyone',
      {
        items: ['a', 'b'],
        fails: (items) => items.length > 1,
        wantCalls: [['a', 'b'], ['a'], ['b']],
        want: [{ resolved: 'k:a' }, { resolved: 'k:b' }],
      },
    ],
    [
      'a single item that fails is not tried again',
      {
        items: ['bad'],
        fails: () => true,
        wantCalls: [['bad']],
        want: [{ rejected: 'cannot write bad' }],
      },
    ],
  ])('%s', async (_name, { items, fails, wantCalls, want }) => {
    const calls: string[][] = [];
    const commit = new GroupCommit<string, string>(async (key, group) => {
      calls.push([...group]);
      if (fails(group)) throw new Error(`cannot write ${group.join(',')}`);
      return group.map((item) => `${key}:${item}`);
    });
    const settled = await within(Promise.allSettled(items.map((item) => commit.submit('k', item))));
    expect(settled.map(outcome)).toEqual(want);
    expect(calls).toEqual(wantCalls);
  });

  it.each<
    [
      string,
      {
        items: string[];
        answer: (items: string[]) => string[];
        wantCalls: string[][];
        want: ({ resolved: string } | { rejected: string })[];
      },
    ]
  >([
    [
      'no result for a single item rejects it',
      {
        items: ['a'],
        answer: () => [],
        wantCalls: [['a']],
        want: [{ rejected: 'group commit: 0 results for 1 items' }],
      },
    ],
    [
      'two results for a single item reject it',
      {
        items: ['a'],
        answer: (items) => [...items, 'extra'],
        wantCalls: [['a']],
        want: [{ rejected: 'group commit: 2 results for 1 items' }],
      },
    ],
    [
      'too few results for a group: each item is written alone',
      {
        items: ['a', 'b', 'c'],
        answer: (items) => (items.length > 1 ? items.slice(1) : items),
        wantCalls: [['a', 'b', 'c'], ['a'], ['b'], ['c']],
        want: [{ resolved: 'a' }, { resolved: 'b' }, { resolved: 'c' }],
      },
    ],
    [
      'never the right number: every caller rejects',
      {
        items: ['a', 'b'],
        answer: () => [],
        wantCalls: [['a', 'b'], ['a'], ['b']],
        want: [
          { rejected: 'group commit: 0 results for 1 items' },
          { rejected: 'group commit: 0 results for 1 items' },
        ],
      },
    ],
  ])('%s, and does not hang', async (_name, { items, answer, wantCalls, want }) => {
    const calls: string[][] = [];
    const commit = new GroupCommit<string, string>(async (_key, group) => {
      calls.push([...group]);
      return answer(group);
    });
    const settled = await within(Promise.allSettled(items.map((item) => commit.submit('k', item))));
    expect(settled.map(outcome)).toEqual(want);
    expect(calls).toEqual(wantCalls);
  });

  it('keeps serving a key after one of its items failed', async () => {
    const commit = new GroupCommit<string, string>(async (key, items) => {
      if (items.includes('bad')) throw new Error('cannot write bad');
      return items.map((item) => `${key}:${item}`);
    });
    await expect(within(commit.submit('k', 'bad'))).rejects.toThrow('cannot write bad');
    expect(await within(Promise.all([commit.submit('k', 'a'), commit.submit('k', 'b')]))).toEqual(['k:a', 'k:b']);
  });
});

describe('GroupCommit deciding late', () => {
  it('decides a group only once the write before it has ended, with all that arrived meanwhile', async () => {
    const log: string[] = [];
    const gates = new Map<string, Deferred<void>>();
    const commit = new GroupCommit<string, string>(async (_key, items) => {
      const name = items.join('');
      log.push(`decide ${name}`);
      gates.set(name, deferred());
      await gates.get(name)!.promise;
      log.push(`written ${name}`);
      return items;
    });
    const first = commit.submit('k', 'a');
    await turns();
    const second = commit.submit('k', 'b');
    await turns();
    const third = commit.submit('k', 'c');
    await turns();
    // b and c arrived in two turns while a was written: neither is decided before a's write ends, then both together.
    expect(log).toEqual(['decide a']);
    gates.get('a')!.resolve();
    await turns();
    expect(log).toEqual(['decide a', 'written a', 'decide bc']);
    gates.get('bc')!.resolve();
    expect(await within(Promise.all([first, second, third]))).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['decide a', 'written a', 'decide bc', 'written bc']);
  });
});
