import type { OpenApiDocument } from '@waas/spec/pairs';

/** The node a local `$ref` points at, following chains; any other node is returned as it is. */
export function follow(document: OpenApiDocument, node: unknown): unknown {
  let current = node;
  for (let hops = 0; isReference(current); hops++) {
    if (hops > 32) throw new Error(`$ref cycle at ${current.$ref}`);
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`External $ref ${ref}: the bundle must hold every reference`);
    current = ref
      .slice(2)
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((parent, key) => {
        if (parent === null || typeof parent !== 'object' || !(key in parent)) throw new Error(`Unresolvable $ref ${ref}`);
        return (parent as Record<string, unknown>)[key];
      }, document);
  }
  return current;
}

const isReference = (node: unknown): node is { $ref: string } =>
  node !== null && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string';
