interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/** How a caller's groups are decided and written. */
export interface GroupSteps<Item, Result> {
  /**
   * Decides a group and answers its write, which answers one result per item, in order. Decisions of a key run one
   * at a time, in order; the next one starts while this group's write runs, once every write before it has ended.
   */
  decide(key: string, items: Item[]): Promise<() => Promise<Result[]>>;
  /** Decides and writes one item on its own: for each item of a group that failed as a whole. */
  alone(key: string, item: Item): Promise<Result>;
}

const nextTurnOfTheEventLoop = () => new Promise((resolve) => setImmediate(resolve));

interface Queue<Item, Result> {
  waiting: Waiting<Item, Result>[];
  /** Set while the queue is empty and a write runs: called by the next submit, so it is decided without waiting. */
  arrived?: (() => void) | undefined;
}

/**
 * Group commit: items submitted under one key while a group of that key is being decided or written wait, and are
 * then decided and written together, in the order they arrived, up to `maxGroup` at a time. Everything an
 * organization posts meets on its internal wallet, so its postings are written one group after another anyway:
 * grouping pays the round trips and the commit once per group instead of once per posting, and deciding the next
 * group while the database writes this one keeps both busy.
 *
 * Writes run in order, each after the one before has ended. When a group of several fails as a whole (its decision
 * or its write throws), each of its items is decided and written again alone, so one item's fault fails only its
 * own caller.
 */
export class GroupCommit<Item, Result> {
  readonly #queues = new Map<string, Queue<Item, Result>>();

  constructor(
    private readonly steps: GroupSteps<Item, Result>,
    private readonly maxGroup = 256,
  ) {}

  submit(key: string, item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const queue = this.#queues.get(key);
      if (queue) {
        queue.waiting.push({ item, resolve, reject });
        queue.arrived?.();
        return;
      }
      this.#queues.set(key, { waiting: [{ item, resolve, reject }] });
      // Started on the next microtask, so that callers submitting in the same tick share the first group.
      queueMicrotask(() => void this.#drain(key));
    });
  }

  async #drain(key: string): Promise<void> {
    const queue = this.#queues.get(key)!;
    let writing: Promise<void> = Promise.resolve();
    for (;;) {
      if (queue.waiting.length === 0) {
        await Promise.race([writing, new Promise<void>((resolve) => (queue.arrived = resolve))]);
        queue.arrived = undefined;
        if (queue.waiting.length === 0) break;
      }
      const group = queue.waiting.splice(0, this.maxGroup);
      let write: (() => Promise<Result[]>) | undefined;
      let failure: unknown;
      try {
        write = await this.steps.decide(key, group.map((w) => w.item));
      } catch (error) {
        failure = error;
      }
      await writing;
      writing = write ? this.#write(key, group, write) : this.#alone(key, group, failure);
      // Let the event loop read the requests that arrived meanwhile, so they join the next group: an embedded engine
      // (PGlite) answers without ever returning to the event loop, and groups would otherwise stay at one.
      await nextTurnOfTheEventLoop();
    }
    this.#queues.delete(key);
  }

  async #write(key: string, group: Waiting<Item, Result>[], write: () => Promise<Result[]>): Promise<void> {
    try {
      const results = await write();
      if (results.length !== group.length) throw new Error(`group commit: ${results.length} results for ${group.length} items`);
      group.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      await this.#alone(key, group, error);
    }
  }

  async #alone(key: string, group: Waiting<Item, Result>[], failure: unknown): Promise<void> {
    if (group.length === 1) return group[0]!.reject(failure);
    for (const waiting of group) {
      try {
        waiting.resolve(await this.steps.alone(key, waiting.item));
      } catch (error) {
        waiting.reject(error);
      }
    }
  }
}
