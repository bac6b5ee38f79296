// A schema as a client sees it: its `$ref` target and `allOf` members read as one, so that moving a property from
// one member to another, or inlining a component, is no change, while each keyword keeps the pointer it came from.
import { nodeAt } from '../bundle.js';
import { child, isObject, type Located } from './located.js';

/** The parts of a schema: itself, then what its `$ref` names, then its `allOf` members, recursively. */
export type SchemaParts = Located[];

export function partsOf(document: unknown, schema: Located | undefined, depth = 0): SchemaParts {
  if (schema === undefined) return [];
  if (depth > 64) throw new Error(`schema nesting deeper than 64 at ${schema.at}: a $ref cycle?`);
  const node = schema.node;
  if (!isObject(node)) return [schema];
  const parts: SchemaParts = [schema];
  if (typeof node.$ref === 'string') {
    const target = refTarget(document, node.$ref, schema.at);
    parts.push(...partsOf(document, target, depth + 1));
  }
  if (Array.isArray(node.allOf)) {
    node.allOf.forEach((member, i) =>
      parts.push(...partsOf(document, { node: member, at: child(schema.at, 'allOf', i) }, depth + 1)),
    );
  }
  return parts;
}

/** The first part that states `keyword`, with the keyword's own pointer. */
export function keyword(parts: SchemaParts, name: string): Located | undefined {
  for (const part of parts) {
    if (isObject(part.node) && part.node[name] !== undefined)
      return { node: part.node[name], at: child(part.at, name) };
  }
  return undefined;
}

/**
 * The JSON types a value may have, or undefined when any type will do. Parts narrow each other (allOf), `false`
 * allows nothing, and `integer` stays itself: `covers` knows that `number` includes it.
 */
export function typesOf(parts: SchemaParts): Set<string> | undefined {
  let types: Set<string> | undefined;
  for (const part of parts) {
    const stated = part.node === false ? [] : isObject(part.node) ? part.node.type : undefined;
    if (stated === undefined) continue;
    const set = new Set(Array.isArray(stated) ? (stated as string[]) : [stated as string]);
    types =
      types === undefined
        ? set
        : new Set([...types].filter((t) => set.has(t) || (t === 'integer' && set.has('number'))));
  }
  return types;
}

/** Whether a value of type `type` is allowed by `types` (undefined: any type). */
export function covers(types: Set<string> | undefined, type: string): boolean {
  return types === undefined || types.has(type) || (type === 'integer' && types.has('number'));
}

/** Each property's schema, as the parts that define it (a property may be stated in several allOf members). */
export function propertiesOf(parts: SchemaParts): Map<string, SchemaParts> {
  const properties = new Map<string, SchemaParts>();
  for (const part of parts) {
    const stated = isObject(part.node) ? part.node.properties : undefined;
    if (!isObject(stated)) continue;
    for (const [name, schema] of Object.entries(stated)) {
      properties.set(name, [...(properties.get(name) ?? []), { node: schema, at: child(part.at, 'properties', name) }]);
    }
  }
  return properties;
}

/** Required property names, each with the pointer of the `required` list that names it first. */
export function requiredOf(parts: SchemaParts): Map<string, string> {
  const required = new Map<string, string>();
  for (const part of parts) {
    const stated = isObject(part.node) ? part.node.required : undefined;
    if (!Array.isArray(stated)) continue;
    for (const name of stated as string[]) if (!required.has(name)) required.set(name, child(part.at, 'required'));
  }
  return required;
}

/** The parts of a subschema keyword (`items`, `additionalProperties` as a schema) across all parts. */
export function subschemaOf(parts: SchemaParts, name: string): SchemaParts {
  return parts.flatMap((part) =>
    isObject(part.node) && isObject(part.node[name]) ? [{ node: part.node[name], at: child(part.at, name) }] : [],
  );
}

function refTarget(document: unknown, ref: string, at: string): Located {
  const node = nodeAt(document, ref);
  if (node === undefined) throw new Error(`Unresolvable $ref ${ref} at ${at}`);
  return { node, at: ref };
}
