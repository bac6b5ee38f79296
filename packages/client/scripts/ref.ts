import type { OpenApiDocument } from '@waas/spec/pairs';

/** Follows local `$ref`s of the bundle to the node they name; `@waas/spec/pairs` does not export its resolver. */
export function follow<T>(document: OpenApiDocument, node: unknown): T {
  let current = node;
  for (let hops = 0; isReference(current); hops++) {
    if (hops > 32) throw new Error(`$ref cycle at ${current.$ref}`);
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`External $ref ${ref}: the bundle must hold every reference`);
    current = ref
      .slice(2)
      .split('/')
      .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((at, key) => {
        if (at === null || typeof at !== 'object' || !(key in at)) throw new Error(`Unresolvable $ref ${ref}`);
        return (at as Record<string, unknown>)[key];
      }, document);
  }
  return (current ?? {}) as T;
}

function isReference(node: unknown): node is { $ref: string } {
  return node !== null && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string';
}
