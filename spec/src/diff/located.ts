import { nodeAt, pointer } from '../bundle.js';
import type { Change } from './change.js';

/** A node of a document and the JSON pointer it was found at, so every change can say where it is. */
export interface Located {
  node: unknown;
  at: string;
}

/** The pointer of a child of `at`: `child('#/paths', '/a', 'get')` is `#/paths/~1a/get`. */
export function child(at: string, ...segments: (string | number)[]): string {
  return at + pointer(...segments).slice(1);
}

/** The child node of a located object, or undefined when it has none. */
export function field(parent: Located, key: string | number): Located | undefined {
  const node =
    isObject(parent.node) || Array.isArray(parent.node) ? (parent.node as Record<string, unknown>)[key] : undefined;
  return node === undefined ? undefined : { node, at: child(parent.at, key) };
}

/**
 * Follows a `$ref` chain to the node it names, located where it is defined, so a change in a shared component is
 * reported once at its place. Siblings of a `$ref` (a description beside it) are kept over the target's fields.
 */
export function follow(document: unknown, located: Located): Located {
  let current = located;
  const siblings: Record<string, unknown>[] = [];
  for (let hops = 0; isObject(current.node) && typeof current.node.$ref === 'string'; hops++) {
    if (hops > 32) throw new Error(`$ref cycle at ${current.at}`);
    const { $ref, ...rest } = current.node;
    siblings.unshift(rest);
    current = { node: nodeAt(document, $ref as string), at: $ref as string };
    if (current.node === undefined) throw new Error(`Unresolvable $ref ${String($ref)} at ${located.at}`);
  }
  return siblings.length === 0 ? current : { node: Object.assign({}, current.node, ...siblings), at: current.at };
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Structural equality of JSON values: key order does not matter, array order does. */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** A JSON value as text with sorted keys, to compare or to key a set of objects by value. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    isObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

/** Annotations: keywords no client, validator or generated type depends on. Changing them is never breaking. */
export function isAnnotation(key: string): boolean {
  return key.startsWith('x-') || ANNOTATIONS.has(key);
}

const ANNOTATIONS = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'externalDocs',
  '$comment',
  'deprecated',
  'tags',
]);

/**
 * The keys of two objects that no rule of theirs reads (those in `classified`): a changed annotation is listed as
 * such, anything else counts as breaking until a rule says otherwise, so no change goes unlisted or unjudged.
 */
export function diffOtherKeys(
  before: Located,
  after: Located,
  classified: ReadonlySet<string>,
  emit: (c: Change) => void,
): void {
  const [was, is] = [isObject(before.node) ? before.node : {}, isObject(after.node) ? after.node : {}];
  for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
    if (classified.has(key) || sameJson(was[key], is[key])) continue;
    const at = key in is ? child(after.at, key) : child(before.at, key);
    if (isAnnotation(key))
      emit({ rule: 'annotation-changed', breaking: false, pointer: at, message: `${key} changed` });
    else
      emit({
        rule: 'unclassified-change',
        breaking: true,
        pointer: at,
        message: `${key} changed; no rule classifies it, so it counts as breaking`,
      });
  }
}
