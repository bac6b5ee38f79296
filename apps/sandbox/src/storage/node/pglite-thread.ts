import { parentPort } from 'node:worker_threads';
import { pgliteRequests, type PgliteRequest } from './pglite-requests.js';

/**
 * PGlite on a thread of its own (storage/pglite-connection.ts starts it). PostgreSQL's start inside WebAssembly is
 * most of the sandbox's cold start; on its own thread it runs while the main thread imports and builds the HTTP
 * server, so a start costs the longer of the two rather than their sum. The thread carries requests to PGlite in the
 * order they come (pglite-requests.ts answers them one at a time): the main thread decides what runs and when.
 */
export type ThreadMessage =
  | { kind: 'answer'; id: number; result: unknown }
  | { kind: 'error'; id: number; error: ThreadError };

/**
 * An error as it crosses threads: its message and every plain field PostgreSQL gave it (code, constraint, detail…).
 */
export interface ThreadError {
  message: string;
  fields: Record<string, unknown>;
}

const asThreadError = (error: unknown): ThreadError => {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(error))
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[name] = value;
  return { message: error.message, fields };
};

const port = parentPort!;
const answer = pgliteRequests();
port.on('message', ({ id, request }: { id: number; request: PgliteRequest }) => {
  answer(request).then(
    ({ result, transfer }) => port.postMessage({ kind: 'answer', id, result } satisfies ThreadMessage, transfer),
    (error: unknown) => port.postMessage({ kind: 'error', id, error: asThreadError(error) } satisfies ThreadMessage),
  );
});
