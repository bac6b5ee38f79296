/** An attempt's HTTP status by class (`2xx`…), or `none` when no answer came (refused connection, timeout). */
export type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx' | 'none';

export const statusClass = (status: number | null): StatusClass =>
  status === null || status < 100 || status > 599 ? 'none' : (`${Math.floor(status / 100)}xx` as StatusClass);

/**
 * What the dispatcher tells whoever watches it (the app's metrics, http/metrics.ts); the domain knows no metrics
 * library, and nobody watches until the sandbox is told (`Sandbox.observe`).
 */
export interface DispatchObserver {
  /**
   * One attempt made: delivered (a 200) or failed, the receiver's status class, and the seconds from when the attempt
   * was due (by its organization's clock) to the receiver's answer; undefined after a redelivery request.
   */
  attempted(outcome: 'delivered' | 'failed', status: StatusClass, lagSeconds: number | undefined): void;
}

export const UNOBSERVED_DISPATCH: DispatchObserver = { attempted: () => undefined };
