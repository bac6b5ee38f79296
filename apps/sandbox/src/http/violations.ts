import type { ErrorObject } from 'ajv';

/** Why a request was refused: where (`params`, `query`, `body`) and at which JSON pointer, in Ajv's words. */
export interface Violation {
  in: 'params' | 'query' | 'body';
  pointer: string;
  message: string;
}

/** The property an error names, for errors Ajv reports on the parent object. */
function pointerOf(error: ErrorObject): string {
  const named = (error.params as { missingProperty?: string; additionalProperty?: string }).missingProperty
    ?? (error.params as { additionalProperty?: string }).additionalProperty;
  return named === undefined ? error.instancePath : `${error.instancePath}/${named.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

export function violationsOf(location: Violation['in'], errors: ErrorObject[] | null | undefined): Violation[] {
  return (errors ?? []).map((error) => ({ in: location, pointer: pointerOf(error), message: error.message ?? error.keyword }));
}

const MAX_LISTED = 10;
const MAX_TEXT = 200;

/**
 * The header value: JSON with everything outside printable ASCII escaped, since a pointer can carry any property
 * name a caller sent and a header must stay Latin-1; bounded so a hostile body cannot make the answer huge.
 */
export function violationsHeader(violations: Violation[]): string {
  const listed = violations.slice(0, MAX_LISTED).map((v) => ({ in: v.in, pointer: v.pointer.slice(0, MAX_TEXT), message: v.message.slice(0, MAX_TEXT) }));
  return JSON.stringify(listed).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
