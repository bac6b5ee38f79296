/**
 * What a listener has forwarded and not yet put in the sandbox's delivery log, reported a few events at a time: the
 * sandbox commits the reports that arrive together in one unit of work (domain/webhooks/forwarded.ts), where one
 * report at a time paid a commit each. An event's attempts go one after another, so they are numbered in the order
 * its URLs were forwarded.
 */
export class DeliveryLogQueue {
  readonly #waiting: { attempts: number; report: () => Promise<void> }[] = [];
  readonly #drained: (() => void)[] = [];
  #reporting = 0;
  #behind = 0;

  constructor(private readonly concurrency: number) {}

  /** Attempts forwarded and not yet in the delivery log. */
  get behind(): number {
    return this.#behind;
  }

  /** One event's attempts, reported by `report` (which says itself when the log refuses one). */
  add(attempts: number, report: () => Promise<void>): void {
    this.#behind += attempts;
    this.#waiting.push({ attempts, report });
    this.#next();
  }

  /** Resolves once every attempt added is reported. */
  drained(): Promise<void> {
    return this.#behind === 0 ? Promise.resolve() : new Promise((resolve) => this.#drained.push(resolve));
  }

  #next(): void {
    while (this.#reporting < this.concurrency && this.#waiting.length > 0) {
      const { attempts, report } = this.#waiting.shift()!;
      this.#reporting += 1;
      void report().finally(() => {
        this.#reporting -= 1;
        this.#behind -= attempts;
        if (this.#behind === 0) for (const resolve of this.#drained.splice(0)) resolve();
        this.#next();
      });
    }
  }
}
