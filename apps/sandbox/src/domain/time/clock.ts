/**
 * The sandbox clock: real time plus an offset that the control API sets, so a frontend can move to a transaction's
 * value date (or a checkout wallet's expiry) without waiting. Time is in microseconds since the Unix epoch.
 */
export class SandboxClock {
  #offsetUs = 0;

  nowUs(): number {
    return Date.now() * 1000 + this.#offsetUs;
  }

  get offsetUs(): number {
    return this.#offsetUs;
  }

  setOffsetUs(offsetUs: number): void {
    this.#offsetUs = Math.trunc(offsetUs);
  }

  /** Moves the clock so that now is `instantUs`; real time keeps running from there. */
  setNowUs(instantUs: number): void {
    this.#offsetUs = Math.trunc(instantUs - Date.now() * 1000);
  }
}
