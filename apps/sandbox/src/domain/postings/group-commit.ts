interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Decides and writes a group, answering one result per item, in order; a group of one is an item on its own. A key's
 * groups run one at a time, in order.
 */
export type WriteGroup<Item, Result> = (key: string, items: Item[]) => Promise<Result[]>;

/** Node's setImmediate runs right after the I/O that arrived meanwhile; a browser has none, and a timer yields too. */
const { setImmediate } = globalThis as { setImmediate?: (callback: () => void) => unknown };
const nextTurnOfTheEventLoop = () =>
  new Promise<void>((resolve) => (setImmediate ? setImmediate(resolve) : setTimeout(resolve, 0)));

/**
 * Group commit: items submitted under one key while a group of that key is being decided and written wait, and are
 * then decided and written together, in the order they arrived, up to `maxGroup` at a time. Everything an
 * organization posts meets on its internal wallet, so its postings are written one group after another anyway:
 * grouping pays the round trips and the commit once per group instead of once per posting.
 *
 * A group is decided only once the write before it has ended, so every item that arrived meanwhile joins it. Deciding
 * the next group while the database wrote this one kept both busy, but split a key's callers in three (writing,
 * decided and waiting, gathering): smaller groups, and the fixed CPU cost of a group paid more often. When CPU is
 * short (two processes on one machine), that cost decides the rate, and deciding late posts more; one process alone
 * loses little by it (`pnpm bench` measures both).
 *
 * When a group of several fails as a whole, each of its items is written again as a group of one, so one item's
 * fault fails only its own caller.
 */
export class GroupCommit<Item, Result> {
  readonly #queues = new Map<string, Waiting<Item, Result>[]>();

  constructor(
    private readonly writeGroup: WriteGroup<Item, Result>,
    private readonly maxGroup = 256,
  ) {}

  submit(key: string, item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const queue = this.#queues.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      this.#queues.set(key, [{ item, resolve, reject }]);
      // Started on the next microtask, so that callers submitting in the same tick share the first group.
      queueMicrotask(() => void this.#drain(key));
    });
  }

  async #drain(key: string): Promise<void> {
    const queue = this.#queues.get(key)!;
    while (queue.length > 0) {
      await this.#write(key, queue.splice(0, this.maxGroup));
      // Let the event loop read the requests that arrived meanwhile, so they join the next group: an embedded engine
      // (PGlite) answers without ever returning to the event loop, and groups would otherwise stay at one.
      await nextTurnOfTheEventLoop();
    }
    this.#queues.delete(key);
  }

  async #write(key: string, group: Waiting<Item, Result>[]): Promise<void> {
    try {
      const results = await this.writeGroup(
        key,
        group.map((w) => w.item),
      );
      if (results.length !== group.length)
        throw new Error(`group commit: ${results.length} results for ${group.length} items`);
      group.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      for (const waiting of group) await this.#write(key, [waiting]);
    }
  }
}
