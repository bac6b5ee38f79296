import { nodeAt, type OpenApiDocument } from '@waas/spec/document';

/**
 * The node a local `$ref` points at, following chains; any other node is returned as it is. Unlike `resolve`, the
 * target itself comes back, not a copy, because the page's transforms edit the bundle's copy in place.
 */
export function follow(document: OpenApiDocument, node: unknown): unknown {
  let current = node;
  for (let hops = 0; isReference(current); hops++) {
    if (hops > 32) throw new Error(`$ref cycle at ${current.$ref}`);
    const ref = current.$ref;
    current = nodeAt(document, ref);
    if (current === undefined) throw new Error(`Unresolvable $ref ${ref}`);
  }
  return current;
}

const isReference = (node: unknown): node is { $ref: string } =>
  node !== null && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string';
