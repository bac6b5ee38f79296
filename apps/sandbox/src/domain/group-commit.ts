interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: items submitted under one key while a group of that key is being written wait, and are then written
 * together by one call of `write`, in the order they arrived, up to `maxGroup` at a time. One group per key runs at a
 * time. Everything an organization posts meets on its internal wallet's row lock, so its postings are written one
 * group after another anyway: grouping pays that lock, the round trips and the commit once per group instead of once
 * per posting.
 *
 * `write` answers one result per item, in order. When it throws for a group of several, each item is written again
 * alone, so one item's fault fails only its own caller.
 */
export class GroupCommit<Item, Result> {
  readonly #queues = new Map<string, Waiting<Item, Result>[]>();

  constructor(
    private readonly write: (key: string, items: Item[]) => Promise<Result[]>,
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
      await this.#run(key, queue.splice(0, this.maxGroup));
      // Let the event loop read the requests that arrived meanwhile, so they join the next group: an embedded engine
      // (PGlite) answers without ever returning to the event loop, and groups would otherwise stay at one.
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.#queues.delete(key);
  }

  async #run(key: string, group: Waiting<Item, Result>[]): Promise<void> {
    try {
      const results = await this.write(
        key,
        group.map((w) => w.item),
      );
      if (results.length !== group.length) throw new Error(`group commit: ${results.length} results for ${group.length} items`);
      group.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      for (const waiting of group) await this.#run(key, [waiting]);
    }
  }
}
