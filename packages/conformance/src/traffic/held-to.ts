import type { OperationEntry } from '@waas/spec/pairs';
import type { RunContext } from '../core/context.js';
import { echoedAcross } from '../checks/determined.js';
import { envelopeOf } from '../checks/envelope.js';

/** What any answer of one operation with one status is held to, read off the document once. */
export interface HeldTo {
  /** The operation's documented status codes as written (`200`, `4XX`, `default`). */
  documented: string[];
  /**
   * The envelope fields every example of the status agrees on; `error` when none documents it and it is a client or
   * server error.
   */
  envelope: Record<string, unknown> | 'error';
  contentType: string;
  /** Where the answer echoes a request input, by the input's name; the type of each input as the examples send it. */
  echoed: { path: string[]; input: string }[];
  inputTypes: Map<string, string>;
}

/** One `HeldTo` per operation and status, read from the examples the first time that pair is seen. */
export function heldToBook(context: RunContext) {
  const book = new Map<string, HeldTo>();
  return (operation: OperationEntry, status: number): HeldTo => {
    const key = `${operation.operationId} ${status}`;
    let held = book.get(key);
    if (!held) book.set(key, (held = read(context, operation, status)));
    return held;
  };
}

function read(context: RunContext, operation: OperationEntry, status: number): HeldTo {
  const pairs = context.pairs.filter((p) => p.operationId === operation.operationId && p.status === status);
  const envelopes = pairs.map((p) => envelopeOf(p.response.body));
  const agreed = Object.fromEntries(
    Object.entries(envelopes[0] ?? {}).filter(([field, value]) =>
      envelopes.every((e) => field in e && Object.is(e[field], value)),
    ),
  );
  const wellFormed = pairs.filter((p) => p.request.invalidInputs.length === 0);
  const inputTypes = new Map<string, string>();
  for (const pair of context.pairs.filter((p) => p.operationId === operation.operationId)) {
    for (const [name, value] of [...Object.entries(pair.request.pathParams), ...Object.entries(pair.request.query)])
      if (!inputTypes.has(name)) inputTypes.set(name, typeof value);
  }
  const content = operation.responses[String(status)]?.content as Record<string, unknown> | undefined;
  return {
    documented: Object.keys(operation.responses),
    envelope: pairs.length === 0 && status >= 400 ? 'error' : agreed,
    contentType: Object.keys(content ?? {})[0] ?? 'application/json',
    echoed: echoedAcross(wellFormed),
    inputTypes,
  };
}
