import type { ErrorObject } from 'ajv';

/**
 * Sandbox-only: on a refused request, why, as a short JSON list of `{ in, pointer, message }`; the envelope stays
 * the documented one, which names no field.
 */
export const VIOLATIONS_HEADER = 'x-sandbox-violations';

/** Why a request was refused: where (`params`, `query`, `body`) and at which JSON pointer, in Ajv's words. */
export interface Violation {
  in: 'params' | 'query' | 'body';
  pointer: string;
  message: string;
}

/** The property an error names, for errors Ajv reports on the parent object. */
function pointerOf(error: ErrorObject): string {
  const named =
    (error.params as { missingProperty?: string; additionalProperty?: string }).missingProperty ??
    (error.params as { additionalProperty?: string }).additionalProperty;
  return named === undefined ? error.instancePath : `${error.instancePath}/${pointerPart(named)}`;
}

export function violationsOf(location: Violation['in'], errors: ErrorObject[] | null | undefined): Violation[] {
  return (errors ?? []).map((error) => ({
    in: location,
    pointer: pointerOf(error),
    message: error.message ?? error.keyword,
  }));
}

/** A NUL, or half of a surrogate pair: PostgreSQL's text cannot hold either, and no name or narration needs them. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const pointerPart = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every string of a request (values and property names, at any depth) that PostgreSQL could not store, so it is
 * refused as invalid input where the schema lets any string through, never reaching the database as a 500.
 */
export function unstorableStrings(location: Violation['in'], value: unknown): Violation[] {
  // Every request is checked, and nearly none holds such a string: no pointer is built until one is found.
  return holdsUnstorable(value) ? unstorableAt(location, value, '') : [];
}

function holdsUnstorable(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (value === null || typeof value !== 'object') return false;
  for (const key of Object.keys(value))
    if (UNSTORABLE.test(key) || holdsUnstorable((value as Record<string, unknown>)[key])) return true;
  return false;
}

function unstorableAt(location: Violation['in'], value: unknown, pointer: string): Violation[] {
  if (typeof value === 'string')
    return UNSTORABLE.test(value)
      ? [{ in: location, pointer, message: 'must not contain NUL or an unpaired surrogate' }]
      : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...unstorableAt(location, key, `${pointer}/${pointerPart(key)}`),
    ...unstorableAt(location, inner, `${pointer}/${pointerPart(key)}`),
  ]);
}

const MAX_LISTED = 10;
const MAX_TEXT = 200;

/**
 * The header value: JSON with everything outside printable ASCII escaped, since a pointer can carry any property
 * name a caller sent and a header must stay Latin-1; bounded so a hostile body cannot make the answer huge.
 */
export function violationsHeader(violations: Violation[]): string {
  const listed = violations
    .slice(0, MAX_LISTED)
    .map((v) => ({ in: v.in, pointer: v.pointer.slice(0, MAX_TEXT), message: v.message.slice(0, MAX_TEXT) }));
  return JSON.stringify(listed).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
