/** The signals that stop the sandbox, exit 0: Ctrl-C, a supervisor's stop, a closed terminal. */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Aborted by the first stop signal. main.ts listens from its first lines, so a signal that comes while the server's
 * modules still load stops the start as cleanly (exit 0) as one that comes later; a second signal ends the process
 * at once, as Node's default does.
 */
export function stopRequested(): AbortSignal {
  const stopping = new AbortController();
  for (const signal of STOP_SIGNALS) process.once(signal, () => stopping.abort(signal));
  return stopping.signal;
}
