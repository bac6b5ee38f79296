import type { OpenApiDocument } from '@waas/spec/pairs';

/** The node a local `#/...` reference points at (RFC 6901 pointer into the bundle). */
export function lookup(document: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`external $ref ${ref}: the bundle must hold every reference`);
  return ref
    .slice(2)
    .split('/')
    .map((s) => decodeURIComponent(s).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => {
      if (node === null || typeof node !== 'object' || !(key in node)) throw new Error(`unresolvable $ref ${ref}`);
      return (node as Record<string, unknown>)[key];
    }, document);
}

/** Follows $refs until a plain object; siblings of a $ref (summary, x-scenario, …) override the target's fields. */
export function resolve<T = Record<string, unknown>>(document: OpenApiDocument, node: unknown): T {
  let current = node;
  const siblings: Record<string, unknown>[] = [];
  for (let hops = 0; isReference(current); hops++) {
    if (hops > 32) throw new Error(`$ref cycle at ${current.$ref}`);
    const { $ref, ...rest } = current;
    siblings.unshift(rest);
    current = lookup(document, $ref);
  }
  return Object.assign({}, current, ...siblings) as T;
}

const isReference = (node: unknown): node is { $ref: string } =>
  node !== null && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string';

/**
 * A copy of `node` with every local $ref replaced by its target, so a schema compiles on its own (Ajv, Fastify's
 * serializer) without the rest of the bundle. The spec has no recursive schemas; a cycle is an error.
 */
export function dereference(document: OpenApiDocument, node: unknown, depth = 0): unknown {
  if (depth > 64) throw new Error('schema nesting deeper than 64: a $ref cycle?');
  if (Array.isArray(node)) return node.map((item) => dereference(document, item, depth + 1));
  if (node === null || typeof node !== 'object') return node;
  const target = isReference(node) ? resolve(document, node) : (node as Record<string, unknown>);
  return Object.fromEntries(
    Object.entries(target)
      // Annotations that neither validator nor serializer reads.
      .filter(([key]) => !key.startsWith('x-') && key !== 'example' && key !== 'examples')
      .map(([key, value]) => [key, dereference(document, value, depth + 1)]),
  );
}
